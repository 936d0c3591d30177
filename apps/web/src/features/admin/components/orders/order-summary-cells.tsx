/** The order reference (short id over its date) and the customer (name, email, phone), as the table and the cards show them. */
import { formatDateTime } from '../../../../lib/format';
import type { AdminOrder } from '../../api/list-orders';

export function OrderReference({ shortId, createdAt }: { shortId: string; createdAt: string }) {
  return (
    <div className="min-w-0 whitespace-nowrap">
      <p className="font-mono text-sm font-semibold text-slate-900">#{shortId}</p>
      <p className="mt-0.5 text-xs text-slate-500">
        <time dateTime={createdAt}>{formatDateTime(createdAt)}</time>
      </p>
    </div>
  );
}

export function OrderCustomer({ order }: { order: Pick<AdminOrder, 'name' | 'email' | 'phone'> }) {
  return (
    <div className="min-w-0 text-sm">
      <p className="font-medium text-slate-900">{order.name}</p>
      <p className="truncate text-xs text-slate-500" title={order.email}>
        {order.email}
      </p>
      <p className="text-xs tabular-nums text-slate-500">{order.phone}</p>
    </div>
  );
}
