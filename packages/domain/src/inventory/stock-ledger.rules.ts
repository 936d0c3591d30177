/**
 * The stock ledger's vocabulary (issue 9, docs/decisions/037): why a product's unit count
 * changed, who changed it, and which reason an order's status change records. Every change of
 * `products.stock` is one ledger row with the count before and after.
 */
import type { OrderStatus } from '../orders/order-status.rules';

/** Every reason a ledger row can carry. */
export const STOCK_REASONS = [
  'opening_balance',
  'product_created',
  'order_placed',
  'order_cancelled',
  'payment_failed',
  'hold_expired',
  'payment_retry',
  'order_reopened',
  'order_returned',
  'manual_adjustment',
  'restock',
  'damaged',
  'stock_count',
  'customer_return',
  'csv_import',
  'unattributed',
] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

/** The reasons staff choose from when they adjust a product's stock by hand. */
export const ADJUSTMENT_REASONS = [
  'restock',
  'damaged',
  'stock_count',
  'customer_return',
  'manual_adjustment',
] as const;
export type AdjustmentReason = (typeof ADJUSTMENT_REASONS)[number];

/** How each reason reads on the ledger view. */
export const STOCK_REASON_LABELS: Record<StockReason, string> = {
  opening_balance: 'Opening balance',
  product_created: 'Product created',
  order_placed: 'Order placed',
  order_cancelled: 'Order cancelled',
  payment_failed: 'Payment failed',
  hold_expired: 'Payment time ran out',
  payment_retry: 'Payment retried',
  order_reopened: 'Order reopened',
  order_returned: 'Order returned',
  manual_adjustment: 'Manual adjustment',
  restock: 'Restock (goods received)',
  damaged: 'Damaged or lost',
  stock_count: 'Stock count correction',
  customer_return: 'Customer return put back',
  csv_import: 'CSV import',
  unattributed: 'Changed without a recorded reason',
};

/** Who made a change: a staff member, a customer (by id), or the shop itself (jobs, payments). */
export type StockActorKind = 'staff' | 'customer' | 'system';
export interface StockActor {
  kind: StockActorKind;
  /** The staff member's or customer's id; null for the system. */
  id: string | null;
}
export const SYSTEM_ACTOR: StockActor = { kind: 'system', id: null };

/** What a ledger row records besides the counts: why, who, and the order when there is one. */
export interface StockCause {
  reason: StockReason;
  actor: StockActor;
  note?: string;
  orderId?: string;
}

/**
 * The reason an order's move from `from` to `to` records when it takes or gives back units:
 * cancelled by payment failure or by its hold running out (the payment status says which), a
 * retry of a failed payment, a reopened cancelled order, or an ordinary cancellation.
 */
export function stockReasonOfStatusChange(from: OrderStatus, to: OrderStatus, paymentStatus?: string): StockReason {
  if (to === 'Cancelled') {
    if (paymentStatus === 'Expired') return 'hold_expired';
    if (paymentStatus === 'Failed') return 'payment_failed';
    return 'order_cancelled';
  }
  if (from === 'Cancelled') return paymentStatus === 'Pending' ? 'payment_retry' : 'order_reopened';
  return to === 'Returned' ? 'order_returned' : 'manual_adjustment';
}

/** Most characters of a ledger note. */
export const MAX_STOCK_NOTE_LENGTH = 300;
