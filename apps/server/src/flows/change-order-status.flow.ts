/**
 * Staff change an order's status (admin spec §7), across the orders and payments modules. When
 * the order ends Cancelled: in the same transaction, each capture it kept becomes a refund due;
 * after commit, its pending payment attempt is voided with the provider (a provider call holds no
 * locks). A capture racing the cancel is recorded either way: before it, the cancel finds it kept
 * and refunds it; after it, the capture finds the order cancelled and refunds itself.
 */
import type { OrderStatus } from '@shop/domain/orders/order-status.rules';
import type { Db } from '../db/client';
import { AppError } from '../lib/app-error';
import { getOrder, updateOrderStatus } from '../modules/orders/orders.service';
import { settleCancelledOrder } from './order-cancelled.flow';
import { voidPendingAttempt } from '../modules/payments/settlement.service';
import type { StaffSession } from '../modules/sessions/sessions.service';
import type { PaymentRegistry } from '../providers/payments/gateways.config';

/** Sets the order's status; returns the order as the API shows it. NOT_FOUND / CONFLICT as updateOrderStatus. */
export async function changeOrderStatus(
  db: Db,
  registry: PaymentRegistry,
  staff: StaffSession,
  orderId: string,
  status: OrderStatus,
) {
  const order = await updateOrderStatus(db, staff, orderId, status, settleCancelledOrder);
  if (status !== 'Cancelled' || !(await voidPendingAttempt(db, registry, orderId))) return order;
  // Voiding may have recorded a last-minute capture as a refund due: show the order as it is now.
  return getOrder(db, orderId, { staff });
}

/** One order's outcome of a bulk status change (domain BulkStatusResult). */
export interface BulkStatusOutcome {
  orderId: string;
  ok: boolean;
  status: OrderStatus | null;
  message: string;
}

/**
 * POST /order/bulk-update-status (staff; admin spec §2 Bulk Update, §8): sets `status` on each of
 * `orderIds` in turn, each through changeOrderStatus in its own transaction with the same rules and
 * audit row as the single update. An order that fails (unknown: 'Order not found'; a cancelled
 * order whose units are gone: the stock conflict) is rolled back alone and reported with its
 * reason; the others still change. Returns the outcomes in the order asked. Errors other than the
 * API's own refusals are logged by `log` and reported as a server error for that order.
 */
export async function changeOrderStatuses(
  db: Db,
  registry: PaymentRegistry,
  staff: StaffSession,
  orderIds: string[],
  status: OrderStatus,
  log: (error: unknown, orderId: string) => void,
): Promise<BulkStatusOutcome[]> {
  const outcomes: BulkStatusOutcome[] = [];
  for (const orderId of orderIds) {
    try {
      const order = await changeOrderStatus(db, registry, staff, orderId, status);
      outcomes.push({
        orderId,
        ok: true,
        status: order.status,
        message: `Order status updated to ${order.status} successfully!`,
      });
    } catch (error) {
      if (!(error instanceof AppError)) log(error, orderId);
      outcomes.push({
        orderId,
        ok: false,
        status: null,
        message: error instanceof AppError ? error.message : 'Server error. Please try again later.',
      });
    }
  }
  return outcomes;
}
