/** The order status badge; it is a button that opens the Update Order Status modal (admin spec §2, §4). */
import type { OrderStatus } from '@shop/domain/orders/order-status';
import { badgeClasses, ORDER_STATUS_STYLES, UNKNOWN_STATUS_STYLE } from './status-styles';

interface OrderStatusButtonProps {
  orderShortId: string;
  status: OrderStatus;
  onClick: () => void;
}

export function OrderStatusButton({ orderShortId, status, onClick }: OrderStatusButtonProps) {
  const style = ORDER_STATUS_STYLES[status] ?? UNKNOWN_STATUS_STYLE;
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={`Change status of order ${orderShortId}, now ${status}`}
      title="Change status"
      className={`${badgeClasses} ${style} cursor-pointer transition hover:brightness-95 hover:ring-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600`}
    >
      {status}
      <svg aria-hidden viewBox="0 0 20 20" fill="currentColor" className="size-3.5 opacity-60">
        <path d="M5.22 8.22a.75.75 0 0 1 1.06 0L10 11.94l3.72-3.72a.75.75 0 1 1 1.06 1.06l-4.25 4.25a.75.75 0 0 1-1.06 0L5.22 9.28a.75.75 0 0 1 0-1.06Z" />
      </svg>
    </button>
  );
}
