/**
 * One return request on Return Requests (admin spec §2 'Cards', §3 Return request; issue 26): the
 * requester's name, e-mail and phone, the request date, the order, the products and units returned,
 * the payment id, the refund in rupees (and whether it is due or issued), reason, description,
 * photos, the state, the pickup's waybill, the received counts, the credit note with its PDF, and
 * the steps (ReturnActions).
 */
import { shortOrderId } from '@shop/domain/orders/order-tracking.rules';
import { Button } from '../../../../components/ui/button';
import { ReturnStateBadge } from '../../../../components/ui/return-badge';
import { formatDate, formatDateTime } from '../../../../lib/format';
import { useDownloadCreditNotePdf } from '../../invoices/api/download-credit-note-pdf';
import type { ApiReturnRequest } from '../api/list-returns';
import { ReturnActions } from './return-actions';
import { ReturnFacts } from './return-facts';
import { ReturnPhotos } from './return-photos';

/** The request as a card with its actions. */
export function ReturnCard({ request: r }: { request: ApiReturnRequest }) {
  const download = useDownloadCreditNotePdf();
  const order = shortOrderId(r.order_id._id);
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
      <ReturnFacts request={r} />
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
