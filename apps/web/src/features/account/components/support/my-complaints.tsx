/**
 * The customer's support requests under the form: each with its ticket number, status, priority,
 * dates (created, due by, resolved), the description, the conversation and a reply box.
 */
import type { Complaint } from '@shop/domain/support/ticket.responses';
import { FINISHED_TICKET_STATUSES } from '@shop/domain/support/ticket-status.rules';
import { CenteredSpinner } from '../../../../components/ui/spinner';
import { LoadError } from '../../../../components/ui/load-error';
import { MessageThread } from '../../../../components/ui/message-thread';
import { OverdueBadge, TicketPriorityBadge, TicketStatusBadge } from '../../../../components/ui/ticket-badges';
import { formatDate, formatDateTime } from '../../../../lib/format';
import { useMyComplaints } from '../../api/get-my-complaints';
import { ComplaintReplyForm } from './complaint-reply-form';

function ComplaintCard({ complaint: c }: { complaint: Complaint }) {
  const messages = c.messages.map((m) => ({
    id: m._id,
    author: m.author === 'customer' ? 'You' : `${m.staff_name ?? 'Staff'} (support)`,
    fromShop: m.author === 'staff',
    body: m.body,
    time: formatDateTime(m.created_at),
  }));
  return (
    <li
      aria-label={`Ticket ${c.ticket_number}`}
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-mono text-xs text-slate-500">{c.ticket_number}</p>
          <h4 className="break-words font-semibold text-slate-900">{c.subject}</h4>
        </div>
        <div className="flex flex-wrap gap-1.5">
          <TicketStatusBadge status={c.status} />
          <TicketPriorityBadge priority={c.priority} />
          {c.overdue && <OverdueBadge />}
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-xs text-slate-600 sm:grid-cols-4">
        <div>
          <dt className="inline text-slate-500">Category: </dt>
          <dd className="inline">{c.category}</dd>
        </div>
        <div>
          <dt className="inline text-slate-500">Raised: </dt>
          <dd className="inline">{formatDate(c.created_at)}</dd>
        </div>
        <div>
          <dt className="inline text-slate-500">Due by: </dt>
          <dd className="inline">{formatDate(c.due_by)}</dd>
        </div>
        {c.resolved_at && (
          <div>
            <dt className="inline text-slate-500">Resolved: </dt>
            <dd className="inline">{formatDate(c.resolved_at)}</dd>
          </div>
        )}
      </dl>
      <p className="whitespace-pre-wrap break-words rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
        {c.description}
      </p>
      <MessageThread
        label={`Conversation on ${c.ticket_number}`}
        messages={messages}
        emptyText="No replies yet: we answer on this page and by e-mail."
      />
      <ComplaintReplyForm ticketId={c._id} reopens={FINISHED_TICKET_STATUSES.includes(c.status)} />
    </li>
  );
}

export function MyComplaints() {
  const complaints = useMyComplaints();
  if (complaints.isPending) return <CenteredSpinner className="py-10" label="Loading your requests..." />;
  if (complaints.isError)
    return (
      <LoadError
        title="Could not load your requests"
        message={complaints.error.message}
        onRetry={() => complaints.refetch()}
      />
    );
  return (
    <section aria-labelledby="my-requests" className="space-y-3">
      <h3 id="my-requests" className="text-base font-semibold text-slate-900">
        Your Requests
      </h3>
      {complaints.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-sm text-slate-500">
          You have not raised any requests yet.
        </p>
      ) : (
        <ul className="space-y-3">
          {complaints.data.map((c) => (
            <ComplaintCard key={c._id} complaint={c} />
          ))}
        </ul>
      )}
    </section>
  );
}
