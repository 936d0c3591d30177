/** The Full Message modal's facts: sender, e-mail, subject, date and state, the message whole, and the replies sent. */
import { formatDateTime } from '../../../../lib/format';
import type { ContactMessage } from '../api/admin-contact';
import { ContactStatus } from './contact-status';

export function MessageFacts({ message }: { message: ContactMessage }) {
  return (
    <>
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
    </>
  );
}
