/** The reply box under a customer's ticket: checked with the server's schema; a Resolved or Closed ticket reopens. */
import { lazyZodResolver } from '../../../../lib/forms/lazy-zod-resolver';
import { MAX_TICKET_MESSAGE_LENGTH, REPLY_SENT } from '@shop/domain/support/ticket.rules';
import type { TicketMessageBody } from '@shop/domain/support/ticket.schemas';
import { useForm } from 'react-hook-form';
import { Button } from '../../../../components/ui/button';
import { TextAreaField } from '../../../../components/ui/textarea';
import { toast } from '../../../../components/ui/toast';
import { useReplyToComplaint } from '../../api/reply-to-complaint';

export function ComplaintReplyForm({ ticketId, reopens }: { ticketId: string; reopens: boolean }) {
  const reply = useReplyToComplaint();
  const { register, handleSubmit, formState, reset } = useForm<TicketMessageBody>({
    resolver: lazyZodResolver(async () => (await import('@shop/domain/support/ticket.schemas')).ticketMessageBody),
    defaultValues: { message: '' },
  });

  const onSubmit = handleSubmit(async ({ message }) => {
    try {
      await reply.mutateAsync({ id: ticketId, message });
      toast.success(REPLY_SENT);
      reset();
    } catch (error) {
      toast.error(
        error instanceof Error && error.message ? error.message : 'Failed to send your reply. Please try again.',
      );
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-2">
      <TextAreaField
        label="Your reply"
        rows={3}
        maxLength={MAX_TICKET_MESSAGE_LENGTH}
        hint={reopens ? 'Replying opens this request again.' : undefined}
        error={formState.errors.message?.message}
        {...register('message')}
      />
      <div className="flex justify-end">
        <Button type="submit" size="sm" variant="secondary" isLoading={reply.isPending}>
          Send Reply
        </Button>
      </div>
    </form>
  );
}
