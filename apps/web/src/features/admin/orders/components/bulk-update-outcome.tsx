/**
 * The Bulk Update modal's result when some orders failed (admin spec §8; issue 10): how many were
 * updated and how many failed, and each failed order with the server's reason.
 */
import { shortId } from '@shop/domain/orders/order-status.rules';
import type { BulkStatusData } from '../api/bulk-update-order-status';
import type { AdminOrder } from '../api/list-orders';

/** Takes the server's outcome and the orders sent (for their customers' names). */
export function BulkUpdateOutcome({ outcome, orders }: { outcome: BulkStatusData; orders: AdminOrder[] }) {
  const nameOf = new Map(orders.map((order) => [order._id, order]));
  const failures = outcome.results.filter((r) => !r.ok);
  return (
    <div className="space-y-3" role="status">
      <p className="text-sm text-slate-700">
        <span className="font-medium text-green-700">{outcome.updated} updated</span> ·{' '}
        <span className="font-medium text-red-700">{outcome.failed} failed</span>. The orders that failed were not
        changed.
      </p>
      <ul aria-label="Orders that failed" className="divide-y divide-slate-100 rounded-lg ring-1 ring-red-200">
        {failures.map((failure) => (
          <li
            key={failure.orderId}
            className="flex flex-col gap-0.5 px-3 py-2 text-sm sm:flex-row sm:items-baseline sm:gap-3"
          >
            <span className="font-mono font-semibold text-slate-900">#{shortId(failure.orderId, 6)}</span>
            <span className="text-slate-600">{nameOf.get(failure.orderId)?.name}</span>
            <span className="text-red-700 sm:ml-auto">{failure.message}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
