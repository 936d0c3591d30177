/**
 * A complaint's facts (admin spec §2 'Customer Complaints'): customer name, e-mail (a mailto link)
 * and phone, category, the order if any, created, due-by (red when overdue) and resolved dates.
 */
import type { Complaint } from '@shop/domain/support/ticket.responses';
import { formatDate, formatDateTime } from '../../../../lib/format';

const field = 'min-w-0 break-words';

/** The facts of `complaint` as a two-column definition list. */
export function ComplaintFacts({ complaint: c }: { complaint: Complaint }) {
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
      <div className={field}>
        <dt className="inline text-slate-500">Customer: </dt>
        <dd className="inline text-slate-900">{c.name}</dd>
      </div>
      <div className={field}>
        <dt className="inline text-slate-500">Email: </dt>
        <dd className="inline">
          <a className="text-brand-700 hover:underline" href={`mailto:${c.email}`}>
            {c.email}
          </a>
        </dd>
      </div>
      <div className={field}>
        <dt className="inline text-slate-500">Phone: </dt>
        <dd className="inline">{c.phone}</dd>
      </div>
      <div className={field}>
        <dt className="inline text-slate-500">Category: </dt>
        <dd className="inline">{c.category}</dd>
      </div>
      {c.order_id && (
        <div className={field}>
          <dt className="inline text-slate-500">Order: </dt>
          <dd className="inline font-mono">#{c.order_id.slice(-8).toUpperCase()}</dd>
        </div>
      )}
      <div className={field}>
        <dt className="inline text-slate-500">Created: </dt>
        <dd className="inline">{formatDateTime(c.created_at)}</dd>
      </div>
      <div className={field}>
        <dt className="inline text-slate-500">Due by: </dt>
        <dd className={`inline ${c.overdue ? 'font-semibold text-red-700' : ''}`}>{formatDate(c.due_by)}</dd>
      </div>
      {c.resolved_at && (
        <div className={field}>
          <dt className="inline text-slate-500">Resolved: </dt>
          <dd className="inline">{formatDateTime(c.resolved_at)}</dd>
        </div>
      )}
    </dl>
  );
}
