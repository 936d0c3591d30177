/**
 * Staff change an order's status (admin spec §7), across the orders and payments modules. When
 * the order ends Cancelled: in the same transaction, each capture it kept becomes a refund due;
 * after commit, its pending payment attempt is voided with the provider (a provider call holds no
 * locks). A capture racing the cancel is recorded either way: before it, the cancel finds it kept
 * and refunds it; after it, the capture finds the order cancelled and refunds itself.
 */
import type { OrderStatus } from '@shop/domain/orders/order-status';
import type { Db } from '../db/client';
import { getOrder, updateOrderStatus } from '../modules/orders/orders.service';
import { settleCancelledOrder } from './order-cancelled';
import { voidPendingAttempt } from '../modules/payments/settlement.service';
import type { StaffSession } from '../plugins/auth';
import type { PaymentRegistry } from '../providers/payments/payment-registry';

/** Sets the order's status; returns the order as the API shows it. NOT_FOUND / CONFLICT as updateOrderStatus. */
export async function changeOrderStatus(db: Db, registry: PaymentRegistry, staff: StaffSession, orderId: string, status: OrderStatus) {
  const order = await updateOrderStatus(db, staff.id, orderId, status, settleCancelledOrder);
  if (status !== 'Cancelled' || !(await voidPendingAttempt(db, registry, orderId))) return order;
  // Voiding may have recorded a last-minute capture as a refund due: show the order as it is now.
  return getOrder(db, orderId, { staff });
}
