/**
 * The 'Send Email Response' modal (admin spec §2, §5 'Complaint email'): to, customer and subject,
 * the message (required and non-blank: Send Email stays disabled until there is one), Send Email
 * and Cancel. The message is mailed to the customer and kept on the ticket's conversation.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { EMAIL_FAILED, EMAIL_SENT, MAX_TICKET_MESSAGE_LENGTH } from '@shop/domain/support/ticket.rules';
import { ticketMessageBody, type TicketMessageBody } from '@shop/domain/support/ticket.schemas';
import type { Complaint } from '@shop/domain/support/ticket.responses';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';
import { TextAreaField } from '../../../../components/ui/textarea';
import { toast } from '../../../../components/ui/toast';
import { hasErrorCode } from '../../../../lib/api-client';
import { useSendComplaintEmail } from '../api/send-complaint-email';

const FORM_ID = 'complaint-email-form';

export function SendEmailDialog({ complaint, onClose }: { complaint: Complaint; onClose: () => void }) {
  const send = useSendComplaintEmail();
  const { register, handleSubmit, formState, control } = useForm<TicketMessageBody>({
    resolver: zodResolver(ticketMessageBody),
    mode: 'onTouched',
    defaultValues: { message: '' },
  });
  const blank = (useWatch({ control, name: 'message' }) ?? '').trim() === '';

  const onSubmit = handleSubmit(async ({ message }) => {
    try {
      await send.mutateAsync({ id: complaint._id, message });
      toast.success(EMAIL_SENT);
      onClose();
    } catch (error) {
      toast.error(hasErrorCode(error, 'VALIDATION_FAILED', 'BAD_REQUEST') ? error.message : EMAIL_FAILED);
    }
  });

  return (
    <Modal
      title="Send Email Response"
      size="lg"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} disabled={blank} isLoading={send.isPending}>
            {send.isPending ? 'Sending…' : 'Send Email'}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={onSubmit} noValidate className="space-y-3">
        <dl className="grid gap-x-3 gap-y-1 text-sm sm:grid-cols-[6rem_1fr]">
          <dt className="font-medium text-slate-500">To</dt>
          <dd className="break-all text-slate-900">{complaint.email}</dd>
          <dt className="font-medium text-slate-500">Customer</dt>
          <dd className="text-slate-900">{complaint.name}</dd>
          <dt className="font-medium text-slate-500">Subject</dt>
          <dd className="break-words text-slate-900">
            [{complaint.ticket_number}] Re: {complaint.subject}
          </dd>
        </dl>
        <TextAreaField
          label="Message"
          rows={6}
          data-autofocus
          maxLength={MAX_TICKET_MESSAGE_LENGTH}
          required
          error={formState.errors.message?.message}
          {...register('message')}
        />
      </form>
    </Modal>
  );
}
