/** Chart colours: the brand teal and the order-status palette of the badges (admin spec §4), as hex for SVG. */
import type { OrderStatus } from '@shop/domain/orders/order-status.rules';

export const BRAND = '#0f766e';
export const ACCENT = '#ea580c';

export const STATUS_COLOURS: Record<OrderStatus, string> = {
  Pending: '#d97706',
  Confirmed: '#0284c7',
  Processing: '#0ea5e9',
  Shipped: '#2563eb',
  Delivered: '#16a34a',
  Cancelled: '#dc2626',
  Returned: '#4f46e5',
};
