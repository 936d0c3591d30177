/**
 * A customer cancels their own order (shopper spec §4, §7 POST /order/{id}/cancel), across the
 * orders and payments modules, as staff cancels do (change-order-status.flow.ts): in the order's
 * transaction its units and coupon use go back and each capture it kept becomes a refund due;
 * after commit its pending payment attempt is voided with the provider.
 */
import type { Db } from '../db/client';
import { cancelOwnOrder, getOrder } from '../modules/orders/orders.service';
import { settleCancelledOrder } from './order-cancelled.flow';
import { voidPendingAttempt } from '../modules/payments/settlement.service';
import type { CustomerSession } from '../modules/sessions/sessions.service';
import type { PaymentRegistry } from '../providers/payments/gateways.config';

/** Cancels the order; returns it as the API shows it. Refusals as orders.service cancelOwnOrder. */
export async function cancelOrderForCustomer(
  db: Db,
  registry: PaymentRegistry,
  customer: CustomerSession,
  orderId: string,
  now: Date,
) {
  const order = await cancelOwnOrder(db, customer, orderId, now, settleCancelledOrder);
  if (!(await voidPendingAttempt(db, registry, orderId))) return order;
  // Voiding may have recorded a last-minute capture as a refund due: show the order as it is now.
  return getOrder(db, orderId, { customer });
}
