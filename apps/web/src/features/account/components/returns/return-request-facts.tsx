/**
 * A return request's facts (shopper spec §2 'Return Requests'): the reason, the refund in rupees (and
 * whether shipping was included), the pickup's waybill as a tracking link, and the refund's date.
 */
import { TrackingLink } from '../../../../shared/orders/tracking-link';
import { formatDate, formatRupees } from '../../../../lib/format';
import type { ApiReturnRequest } from '../../api/get-my-returns';

const term = 'text-slate-500';

/** The facts of `request` as a definition list. */
export function ReturnRequestFacts({ request: r }: { request: ApiReturnRequest }) {
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
      <div>
        <dt className={`inline ${term}`}>Reason: </dt>
        <dd className="inline text-slate-800">{r.return_reason}</dd>
      </div>
      <div>
        <dt className={`inline ${term}`}>Refund: </dt>
        <dd className="inline font-semibold text-slate-900">{formatRupees(r.refund_amount)}</dd>
        {r.shipping_refunded && <span className="text-xs text-slate-500"> (shipping included)</span>}
      </div>
      {r.pickup && (
        <div className="sm:col-span-2">
          <dt className={`inline ${term}`}>Pickup waybill: </dt>
          <dd className="inline font-mono">
            <TrackingLink
              url={r.pickup.tracking_url}
              className="text-brand-700 hover:underline"
              fallback={r.pickup.waybill}
            >
              {r.pickup.waybill}
            </TrackingLink>
          </dd>
        </div>
      )}
      {r.refund?.issued_at && (
        <div>
          <dt className={`inline ${term}`}>Refunded on: </dt>
          <dd className="inline">{formatDate(r.refund.issued_at)}</dd>
        </div>
      )}
    </dl>
  );
}
