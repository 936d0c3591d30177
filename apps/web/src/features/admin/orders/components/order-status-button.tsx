/** The order status badge; it is a button that opens the Update Order Status modal (admin spec §2, §4). */
import type { OrderStatus } from '@shop/domain/orders/order-status.rules';
import { badgeClasses } from '../../../../components/ui/badge';
import { ChevronDownIcon } from '../../../../components/ui/icons';
import { orderStatusTone } from '../../../../components/ui/status-badge';

interface OrderStatusButtonProps {
  orderShortId: string;
  status: OrderStatus;
  onClick: () => void;
}

export function OrderStatusButton({ orderShortId, status, onClick }: OrderStatusButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={`Change status of order ${orderShortId}, now ${status}`}
      title="Change status"
      className={badgeClasses(
        orderStatusTone(status),
        'cursor-pointer gap-1 transition hover:ring-2 hover:brightness-95 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
      )}
    >
      {status}
      <ChevronDownIcon className="size-3.5 opacity-60" />
    </button>
  );
}
