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
import { formatDateTime } from '../../../../lib/format';
import { useMarkHandled, useReplyToContact, type ContactMessage } from '../api/admin-contact';
import { ContactStatus } from './contact-status';

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
        <dl className="grid gap-x-3 gap-y-1 text-sm sm:grid-cols-[6rem_1fr]">
          <dt className="font-medium text-slate-500">From</dt>
          <dd className="break-words text-slate-900">
            {message.firstName} {message.lastName}
          </dd>
          <dt className="font-medium text-slate-500">Email</dt>
          <dd className="break-all">
            <a href={`mailto:${message.email}`} className="text-blue-700 hover:underline">
              {message.email}
            </a>
          </dd>
          <dt className="font-medium text-slate-500">Subject</dt>
          <dd className="break-words text-slate-900">{message.subject}</dd>
          <dt className="font-medium text-slate-500">Received</dt>
          <dd className="text-slate-900">{formatDateTime(message.createdAt)}</dd>
          <dt className="font-medium text-slate-500">Status</dt>
          <dd>
            <ContactStatus message={message} />
            {message.handledAt && message.handledBy && (
              <span className="ml-2 text-xs text-slate-500">
                by {message.handledBy}, {formatDateTime(message.handledAt)}
              </span>
            )}
          </dd>
        </dl>
        <p className="whitespace-pre-wrap break-words rounded-lg bg-slate-50 p-3 text-sm text-slate-800">
          {message.message}
        </p>
        {message.replies.length > 0 && (
          <section aria-label="Replies" className="space-y-2">
            <h3 className="text-sm font-semibold text-slate-700">Replies</h3>
            <ul className="space-y-2">
              {message.replies.map((r) => (
                <li key={r._id} className="rounded-lg border border-blue-100 bg-blue-50 p-3 text-sm">
                  <p className="text-xs text-slate-500">
                    {r.sentBy}, {formatDateTime(r.createdAt)}
                  </p>
                  <p className="mt-1 whitespace-pre-wrap break-words text-slate-800">{r.message}</p>
                </li>
              ))}
            </ul>
          </section>
        )}
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
