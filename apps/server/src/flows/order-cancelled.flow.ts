/**
 * What follows an order's cancel inside its transaction, for both cancel flows (staff:
 * change-order-status.flow.ts, customer: cancel-own-order.flow.ts): each capture it kept becomes a refund due
 * (payments module), and the cancel of its shipment with the courier is queued (shipments module,
 * decision 032). Idempotent.
 */
import type { DbOrTx } from '../db/client';
import { refundCapturesOfCancelledOrder } from '../modules/payments/refunds.service';
import { enqueueShipmentCancel } from '../modules/shipments/shipments.service';

/** Runs in the cancelling transaction (the orders service's `onCancelled`). */
export async function settleCancelledOrder(tx: DbOrTx, orderId: string): Promise<void> {
  await refundCapturesOfCancelledOrder(tx, orderId);
  await enqueueShipmentCancel(tx, orderId);
}
