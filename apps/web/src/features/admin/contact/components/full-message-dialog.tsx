/**
 * The 'Full Message' modal (admin spec §2 Contact Us Submissions) with what staff do about it
 * (issue 30): the sender, date, subject and whole message, the replies sent so far, Mark handled,
 * and a reply mailed to the sender (kept here, and marking the message handled).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { MAX_CONTACT_REPLY_LENGTH, MARKED_HANDLED, REPLY_SENT } from '@shop/domain/contact/contact.rules';
import { contactReplyBody, type ContactReplyBody } from '@shop/domain/contact/contact.schemas';
import { useForm } from 'react-hook-form';
import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';
import { TextAreaField } from '../../../../components/ui/textarea';
import { toast } from '../../../../components/ui/toast';
import { useMarkHandled, useReplyToContact, type ContactMessage } from '../api/admin-contact';
import { MessageFacts } from './message-facts';

const FORM_ID = 'contact-reply-form';

export function FullMessageDialog({
  message,
  onChange,
  onClose,
}: {
  message: ContactMessage;
  /** The message as the server answers it after a change. */
  onChange: (next: ContactMessage) => void;
  onClose: () => void;
}) {
  const markHandled = useMarkHandled();
  const reply = useReplyToContact();
  const { register, handleSubmit, formState, reset } = useForm<ContactReplyBody>({
    resolver: zodResolver(contactReplyBody),
    mode: 'onTouched',
    defaultValues: { message: '' },
  });
  const failed = (error: unknown, fallback: string) =>
    toast.error(error instanceof Error && error.message ? error.message : fallback);

  const onReply = handleSubmit(async ({ message: text }) => {
    try {
      const answer = await reply.mutateAsync({ id: message.id, message: text });
      toast.success(answer.message ?? REPLY_SENT);
      onChange(answer.data.contact);
      reset({ message: '' });
    } catch (error) {
      failed(error, 'Failed to send the reply');
    }
  });

  const onMark = async () => {
    try {
      const answer = await markHandled.mutateAsync(message.id);
      toast.success(answer.message ?? MARKED_HANDLED);
      onChange(answer.data.contact);
    } catch (error) {
      failed(error, 'Failed to mark the message handled');
    }
  };

  return (
    <Modal
      title="Full Message"
      size="lg"
      onClose={onClose}
      footer={
        <>
          {!message.handledAt && (
            <Button variant="secondary" isLoading={markHandled.isPending} onClick={() => void onMark()}>
              Mark handled
            </Button>
          )}
          <Button type="submit" form={FORM_ID} isLoading={reply.isPending}>
            {reply.isPending ? 'Sending...' : 'Send Reply'}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <MessageFacts message={message} />
        <form id={FORM_ID} onSubmit={onReply} noValidate>
          <TextAreaField
            label={`Reply to ${message.email}`}
            rows={4}
            maxLength={MAX_CONTACT_REPLY_LENGTH}
            error={formState.errors.message?.message}
            {...register('message')}
          />
        </form>
      </div>
    </Modal>
  );
}
