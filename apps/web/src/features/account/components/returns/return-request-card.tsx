/**
 * One of the customer's return requests (shopper spec §2 'Return Requests', §4 return states): the
 * label (Pending Review, Approved - Processing Refund, Refund Completed, Rejected, Withdrawn), the
 * order, the items, the reason, the refund in rupees, the pickup's waybill, the reject reason, and
 * Withdraw while it is Requested or Approved.
 */
import { useState } from 'react';
import { shortOrderId } from '@shop/domain/orders/order-tracking.rules';
import { customerReturnLabel, returnTransition } from '@shop/domain/returns/return-lifecycle.rules';
import { Button } from '../../../../components/ui/button';
import { ReturnStateBadge } from '../../../../components/ui/return-badge';
import { formatDate } from '../../../../lib/format';
import type { ApiReturnRequest } from '../../api/get-my-returns';
import { useWithdrawReturn } from '../../api/withdraw-return';
import { ReturnRequestFacts } from './return-request-facts';

/** Withdraw, asked once more before it is sent: a withdrawn request cannot be taken up again. */
function WithdrawReturn({ requestId }: { requestId: string }) {
  const withdraw = useWithdrawReturn();
  const [confirming, setConfirming] = useState(false);
  return (
    <div
      role="group"
      aria-label="Withdraw this return request"
      className="flex flex-wrap items-center justify-end gap-3 border-t border-slate-100 pt-3 text-sm"
    >
      {confirming && <p className="mr-auto text-slate-700">Withdraw this request? You keep the items.</p>}
      {confirming && (
        <Button variant="secondary" size="sm" disabled={withdraw.isPending} onClick={() => setConfirming(false)}>
          Keep Request
        </Button>
      )}
      <Button
        variant="danger"
        size="sm"
        isLoading={withdraw.isPending}
        onClick={() => (confirming ? withdraw.mutate(requestId) : setConfirming(true))}
      >
        {confirming ? 'Yes, Withdraw' : 'Withdraw'}
      </Button>
    </div>
  );
}

/** The request as a card; `request.state` decides the label and whether Withdraw shows. */
export function ReturnRequestCard({ request: r }: { request: ApiReturnRequest }) {
  const canWithdraw = returnTransition(r.state, 'Withdrawn', 'customer').ok;
  return (
    <li
      aria-label={`Return request for order ${shortOrderId(r.order_id._id)}`}
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold text-slate-900">Order #{shortOrderId(r.order_id._id)}</h3>
          <p className="text-xs text-slate-500">Requested {formatDate(r.created_at)}</p>
        </div>
        <ReturnStateBadge status={r.state}>{customerReturnLabel(r.state)}</ReturnStateBadge>
      </div>
      <ul className="space-y-1.5 text-sm">
        {r.lines.map((line) => (
          <li key={line.order_line_id} className="flex items-center gap-3">
            {line.image && (
              <img
                src={line.image}
                alt=""
                className="size-9 shrink-0 rounded-md border border-slate-200 object-contain p-0.5"
              />
            )}
            <span className="min-w-0 flex-1 truncate text-slate-800">{line.product_name}</span>
            <span className="shrink-0 text-slate-500">× {line.quantity}</span>
          </li>
        ))}
      </ul>
      <ReturnRequestFacts request={r} />
      {r.description && (
        <p className="whitespace-pre-wrap break-words rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
          {r.description}
        </p>
      )}
      {r.state === 'Rejected' && r.reject_reason && (
        <p className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          <span className="font-semibold">Why it was rejected: </span>
          {r.reject_reason}
        </p>
      )}
      {r.photos.length > 0 && (
        <ul aria-label="Photos" className="flex flex-wrap gap-2">
          {r.photos.map((url, i) => (
            <li key={url}>
              <img
                src={url}
                alt={`Photo ${i + 1}`}
                className="size-14 rounded-md border border-slate-200 object-cover"
              />
            </li>
          ))}
        </ul>
      )}
      {canWithdraw && <WithdrawReturn requestId={r._id} />}
    </li>
  );
}
