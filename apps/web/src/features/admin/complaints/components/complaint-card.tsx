/**
 * One complaint as a card (admin spec §2 'Customer Complaints'): subject, status and priority
 * badges (and Overdue), the ticket number, customer name, e-mail and phone, category, created,
 * due-by and resolved dates, description, the latest admin response, the conversation, and the
 * buttons 'Send Email' and 'Update Status'.
 */
import type { Complaint } from '@shop/domain/support/ticket.responses';
import { Button } from '../../../../components/ui/button';
import { MessageThread } from '../../../../components/ui/message-thread';
import { OverdueBadge, TicketPriorityBadge, TicketStatusBadge } from '../../../../components/ui/ticket-badges';
import { formatDateTime } from '../../../../lib/format';
import { ComplaintFacts } from './complaint-facts';

/** The card for `complaint`; onEmail and onStatus open the shop's dialogs for it. */
export function ComplaintCard({
  complaint: c,
  onEmail,
  onStatus,
}: {
  complaint: Complaint;
  onEmail: () => void;
  onStatus: () => void;
}) {
  const messages = c.messages.map((m) => ({
    id: m._id,
    author: m.author === 'customer' ? `${c.name} (customer)` : (m.staff_name ?? 'Staff'),
    fromShop: m.author === 'staff',
    body: m.body,
    time: formatDateTime(m.created_at),
    note: m.sent_by_email ? 'sent by e-mail' : undefined,
  }));
  return (
    <article
      aria-label={`Complaint ${c.ticket_number}`}
      className={`flex flex-col gap-3 rounded-xl border bg-white p-4 shadow-sm ${c.overdue ? 'border-red-300' : 'border-slate-200'}`}
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-mono text-xs text-slate-500">{c.ticket_number}</p>
          <h2 className="break-words font-semibold text-slate-900">{c.subject}</h2>
        </div>
        <div className="flex flex-wrap gap-1.5">
          {c.overdue && <OverdueBadge />}
          <TicketStatusBadge status={c.status} />
          <TicketPriorityBadge priority={c.priority} />
        </div>
      </header>
      <ComplaintFacts complaint={c} />
      <div>
        <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-500">Description</h3>
        <p className="mt-1 whitespace-pre-wrap break-words text-sm text-slate-800">{c.description}</p>
      </div>
      {c.admin_response && (
        <div className="rounded-lg bg-brand-50 px-3 py-2">
          <h3 className="text-xs font-semibold uppercase tracking-wide text-brand-800">Admin response</h3>
          <p className="mt-1 whitespace-pre-wrap break-words text-sm text-slate-800">{c.admin_response}</p>
        </div>
      )}
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-slate-700">Conversation ({c.messages.length})</summary>
        <div className="mt-2">
          <MessageThread label={`Conversation on ${c.ticket_number}`} messages={messages} />
        </div>
      </details>
      <div className="mt-auto flex flex-wrap gap-2 border-t border-slate-100 pt-3">
        <Button size="sm" variant="outline" onClick={onEmail}>
          Send Email
        </Button>
        <Button size="sm" onClick={onStatus}>
          Update Status
        </Button>
      </div>
    </article>
  );
}
