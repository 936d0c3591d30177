/**
 * A return request's facts on its card (admin spec §2 'Cards', §3 Return request; issue 26): the
 * requester's name, phone and e-mail, the payment id, the reason, the refund in rupees (and whether
 * it is due or issued), and the pickup's waybill.
 */
import { formatDateTime, formatRupees } from '../../../../lib/format';
import type { ApiReturnRequest } from '../api/list-returns';

const field = 'min-w-0 break-words';
const term = 'inline text-slate-500';

function refundText(refund: ApiReturnRequest['refund']): string | null {
  if (!refund) return null;
  return refund.status === 'ISSUED'
    ? `Refund issued${refund.issued_at ? ` ${formatDateTime(refund.issued_at)}` : ''}`
    : 'Refund due';
}

/** The facts of `request` as a two-column definition list. */
export function ReturnFacts({ request: r }: { request: ApiReturnRequest }) {
  const refund = refundText(r.refund);
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
      <div className={field}>
        <dt className={term}>Customer: </dt>
        <dd className="inline text-slate-900">{r.user_id.name}</dd>
      </div>
      <div className={field}>
        <dt className={term}>Phone: </dt>
        <dd className="inline">{r.user_id.phone}</dd>
      </div>
      <div className={`${field} sm:col-span-2`}>
        <dt className={term}>Email: </dt>
        <dd className="inline">
          <a className="text-brand-700 hover:underline" href={`mailto:${r.user_id.email}`}>
            {r.user_id.email}
          </a>
        </dd>
      </div>
      <div className={`${field} sm:col-span-2`}>
        <dt className={term}>Payment ID: </dt>
        <dd className="inline font-mono text-xs">{r.payment_id ?? '—'}</dd>
      </div>
      <div className={field}>
        <dt className={term}>Reason: </dt>
        <dd className="inline text-slate-900">{r.return_reason}</dd>
      </div>
      <div className={field}>
        <dt className={term}>Refund: </dt>
        <dd className="inline font-semibold text-slate-900">{formatRupees(r.refund_amount)}</dd>
        {r.shipping_refunded && <span className="text-xs text-slate-500"> incl. shipping</span>}
      </div>
      {refund && (
        <div className={field}>
          <dt className={term}>Refund status: </dt>
          <dd className={`inline ${r.refund?.status === 'ISSUED' ? 'text-green-700' : 'text-amber-700'}`}>{refund}</dd>
        </div>
      )}
      {r.pickup && (
        <div className={field}>
          <dt className={term}>Pickup waybill: </dt>
          <dd className="inline font-mono">{r.pickup.waybill}</dd>
        </div>
      )}
    </dl>
  );
}
