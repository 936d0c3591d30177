/** Badge colours for order and payment statuses (admin spec §4 "Order status" colours). */
import type { OrderStatus, PaymentStatus } from '@shop/domain/orders/order-status';

export const ORDER_STATUS_STYLES: Record<OrderStatus, string> = {
  Pending: 'bg-amber-50 text-amber-800 ring-amber-600/25',
  Confirmed: 'bg-sky-50 text-sky-800 ring-sky-600/25',
  Processing: 'bg-sky-50 text-sky-800 ring-sky-600/25',
  Shipped: 'bg-blue-50 text-blue-800 ring-blue-600/25',
  Delivered: 'bg-green-50 text-green-800 ring-green-600/25',
  Cancelled: 'bg-red-50 text-red-800 ring-red-600/25',
  Returned: 'bg-indigo-50 text-indigo-800 ring-indigo-600/25',
};

export const PAYMENT_STATUS_STYLES: Record<PaymentStatus, string> = {
  Pending: 'bg-slate-100 text-slate-700 ring-slate-500/20',
  Paid: 'bg-green-50 text-green-800 ring-green-600/25',
  Failed: 'bg-red-50 text-red-800 ring-red-600/25',
  Refunded: 'bg-violet-50 text-violet-800 ring-violet-600/25',
};

export const UNKNOWN_STATUS_STYLE = 'bg-slate-100 text-slate-700 ring-slate-500/20';

export const badgeClasses = 'inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset';
