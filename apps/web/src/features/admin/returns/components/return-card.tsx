/**
 * One return request on Return Requests (admin spec §2 'Cards', §3 Return request; issue 26): the
 * requester's name, e-mail and phone, the request date, the order, the products and units returned,
 * the payment id, the refund in rupees (and whether it is due or issued), reason, description,
 * photos, the state, the pickup's waybill, the received counts, the credit note with its PDF, and
 * the steps (ReturnActions).
 */
import { shortOrderId } from '@shop/domain/orders/order-tracking';
import { Button } from '../../../../components/ui/button';
import { ReturnStateBadge } from '../../../../components/ui/return-badge';
import { formatDate, formatDateTime, formatRupees } from '../../../../lib/format';
import { useDownloadCreditNotePdf } from '../../invoices/api/download-credit-note-pdf';
import type { ApiReturnRequest } from '../api/list-returns';
import { ReturnActions } from './return-actions';
import { ReturnPhotos } from './return-photos';

const field = 'min-w-0 break-words';
const term = 'inline text-slate-500';

function refundText(refund: ApiReturnRequest['refund']): string | null {
  if (!refund) return null;
  return refund.status === 'ISSUED'
    ? `Refund issued${refund.issued_at ? ` ${formatDateTime(refund.issued_at)}` : ''}`
    : 'Refund due';
}

/** The request as a card with its actions. */
export function ReturnCard({ request: r }: { request: ApiReturnRequest }) {
  const download = useDownloadCreditNotePdf();
  const order = shortOrderId(r.order_id._id);
  const refund = refundText(r.refund);
  return (
    <article
      aria-label={`Return request for order ${order}`}
      className="flex min-w-0 flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="font-semibold text-slate-900">Order #{order}</h2>
          <p className="text-xs text-slate-500">
            Requested {formatDateTime(r.created_at)} · ordered {formatDate(r.order_id.created_at)}
          </p>
        </div>
        <ReturnStateBadge status={r.state} />
      </header>
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
            <dd className={`inline ${r.refund?.status === 'ISSUED' ? 'text-green-700' : 'text-amber-700'}`}>
              {refund}
            </dd>
          </div>
        )}
        {r.pickup && (
          <div className={field}>
            <dt className={term}>Pickup waybill: </dt>
            <dd className="inline font-mono">{r.pickup.waybill}</dd>
          </div>
        )}
      </dl>
      <ul aria-label="Products returned" className="space-y-1 rounded-lg bg-slate-50 px-3 py-2 text-sm">
        {r.lines.map((line) => (
          <li key={line.order_line_id} className="flex flex-wrap justify-between gap-x-2">
            <span className="min-w-0 truncate text-slate-800">{line.product_name}</span>
            <span className="shrink-0 text-slate-600">
              × {line.quantity}
              {line.restock_quantity !== null &&
                ` · ${line.restock_quantity} restocked, ${line.write_off_quantity ?? 0} written off`}
            </span>
          </li>
        ))}
      </ul>
      {r.description && <p className="whitespace-pre-wrap break-words text-sm text-slate-700">{r.description}</p>}
      {r.reject_reason && (
        <p className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          <span className="font-semibold">Rejected: </span>
          {r.reject_reason}
        </p>
      )}
      <ReturnPhotos photos={r.photos} label={`Return of order #${order}`} />
      {r.credit_note && (
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <p>
            <span className="text-slate-500">Credit note: </span>
            <span className="font-mono font-semibold">{r.credit_note.number}</span>
          </p>
          <Button
            variant="outline"
            size="sm"
            disabled={download.isPending}
            onClick={() => download.mutate(r.credit_note!._id)}
          >
            {download.isPending ? 'Downloading...' : 'Download Credit Note'}
          </Button>
        </div>
      )}
      <div className="mt-auto border-t border-slate-100 pt-3">
        <ReturnActions request={r} />
      </div>
    </article>
  );
}
