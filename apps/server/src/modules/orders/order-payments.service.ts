/**
 * What the payments module asks of an order (issue 5 "Payments and stock holds"): lock and read
 * it, record a capture it cannot keep (refund due), record refunds issued, and end an unpaid
 * order whose hold ran out. Each takes the caller's transaction or opens its own.
 */
import {
  isUnpaid,
  paymentStatusAfterRefund,
  paymentTransitionAllowed,
  type PaymentStatus,
} from '@shop/domain/orders/payment-lifecycle.rules';
import type { Db, DbOrTx } from '../../db/client';
import { enqueueMail, ORDER_HOLD_EXPIRED_MAIL } from '../mail/mail.service';
import * as repo from './orders.repository';
import type { OrderRow } from './orders.repository';
import { cancelUnpaidOrder } from './orders.service';

/** The order row, locked until `tx` ends when `forUpdate`; undefined when there is none. */
export function orderRow(db: DbOrTx, id: string, forUpdate = false): Promise<OrderRow | undefined> {
  return repo.findOrder(db, id, forUpdate);
}

/** Sets the refund-due flag and, when given, a payment status the payment table allows from the order's (throws otherwise: a bug, not a request). */
async function setRefundState(
  tx: DbOrTx,
  order: OrderRow,
  refundDue: boolean,
  paymentStatus: PaymentStatus | undefined,
): Promise<void> {
  if (paymentStatus && !paymentTransitionAllowed(order.paymentStatus, paymentStatus))
    throw new Error(`payment status ${order.paymentStatus} → ${paymentStatus} is not in the table`);
  await repo.setOrderStatus(tx, order.id, { refundDue, paymentStatus });
}

/**
 * A capture the order cannot keep was recorded: the order is flagged refund due, and a cancelled
 * order that had no payment now shows Paid (money was taken) until the refund is issued.
 */
export async function flagRefundDue(tx: DbOrTx, orderId: string): Promise<void> {
  const order = (await repo.findOrder(tx, orderId, true))!;
  const paymentStatus = order.status === 'Cancelled' && order.paymentStatus !== 'Paid' ? 'Paid' : undefined;
  await setRefundState(tx, order, true, paymentStatus);
}

/**
 * A refund of this order was issued. `stillDue`: other refunds wait; `nothingKept`: every capture
 * of the order is refunded in full, so a cancelled order's payment status becomes Refunded;
 * `forReturn`: it paid back a return (issue 26), so the payment status becomes Partially refunded,
 * or Refunded when nothing is kept.
 */
export async function recordRefundIssued(
  tx: DbOrTx,
  orderId: string,
  state: { stillDue: boolean; nothingKept: boolean; forReturn?: boolean },
): Promise<void> {
  const order = (await repo.findOrder(tx, orderId, true))!;
  let paymentStatus: PaymentStatus | undefined;
  if (state.nothingKept && order.status === 'Cancelled' && order.paymentStatus === 'Paid') paymentStatus = 'Refunded';
  else if (state.forReturn && (order.paymentStatus === 'Paid' || order.paymentStatus === 'Partially refunded'))
    paymentStatus = paymentStatusAfterRefund(state.nothingKept);
  await setRefundState(tx, order, state.stillDue, paymentStatus);
}

/** Ids of unpaid Pending orders placed at or before `cutoff`, oldest first, at most `limit`. */
export function unpaidOrdersPlacedBefore(db: DbOrTx, cutoff: Date, limit: number): Promise<string[]> {
  return repo.unpaidPendingOrdersBefore(db, cutoff, limit);
}

/**
 * Cancels the order if it is still Pending, unpaid (Pending or Failed) and placed at or before `cutoff` (its hold of
 * `holdMinutes` ran out): payment status Expired, units back, and the "order cancelled: hold
 * expired" mail queued in the same transaction (keyed by the order). Checked under the order's
 * lock, so of a capture, a staff change and this racing, whichever locks first wins and the stock
 * goes back at most once. Returns true when this call cancelled it.
 */
export async function expireUnpaidOrder(db: Db, orderId: string, cutoff: Date, holdMinutes: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const order = await repo.findOrder(tx, orderId, true);
    if (!order || order.status !== 'Pending' || !isUnpaid(order.paymentStatus) || order.createdAt > cutoff)
      return false;
    await cancelUnpaidOrder(tx, order);
    await enqueueMail(tx, {
      template: ORDER_HOLD_EXPIRED_MAIL,
      to: order.email,
      key: `order-hold-expired:${order.id}`,
      data: { orderId: order.id, customerName: order.name, holdMinutes },
    });
    return true;
  });
}
