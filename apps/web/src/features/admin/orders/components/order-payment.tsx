/**
 * An order's payment as staff see it: the payment status badge and, when the order has one, the
 * orange "Refund due" flag (issue 5: a capture arrived that the order cannot keep, because it was
 * cancelled, expired or already paid, so money has to go back to the customer).
 */
import { Badge } from '../../../../components/ui/badge';
import { PaymentStatusBadge } from '../../../../components/ui/status-badge';
import type { AdminOrder } from '../api/list-orders';

export function OrderPayment({ order }: { order: Pick<AdminOrder, 'payment_status' | 'refund_due'> }) {
  return (
    <div className="flex flex-wrap items-start gap-1.5 lg:flex-col">
      <PaymentStatusBadge status={order.payment_status} />
      {order.refund_due && (
        <Badge tone="orange" className="gap-1">
          <svg aria-hidden viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.2} className="size-3">
            <path strokeLinecap="round" strokeLinejoin="round" d="M9 15 3 9m0 0 6-6M3 9h12a6 6 0 0 1 0 12h-3" />
          </svg>
          Refund due
        </Badge>
      )}
    </div>
  );
}
