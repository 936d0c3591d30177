/**
 * Order paid (issue 26 "cross-module steps live in flows/"): a capture the order keeps, inside the
 * payments module's settling transaction (order locked). The orders module confirms it and marks it
 * Paid through the lifecycle (Pending → Confirmed by the system); the invoices module queues its GST
 * tax invoice and the shipments module its booking with the courier (decision 032), each job keyed
 * by the order; the carts module takes the bought units and the coupon out of the customer's saved
 * cart (issue 27 item 1: a paid cart must not come back on another tab or device). Idempotent: an
 * order already paid is left as it is and nothing is queued or removed twice.
 * app.ts hands this step to the payments module (configureSettlement), so payments, orders,
 * invoices and shipments do not call one another for it.
 */
import type { DbOrTx } from '../db/client';
import { removeBoughtLines } from '../modules/carts/carts.service';
import { enqueueInvoice } from '../modules/invoices/invoices.service';
import { markPaid, orderWithLines } from '../modules/orders/orders.service';
import { enqueueShipmentCreation } from '../modules/shipments/shipments.service';

/** Runs in the settling transaction; returns whether this call paid the order. */
export async function orderPaid(tx: DbOrTx, orderId: string): Promise<boolean> {
  if (!(await markPaid(tx, orderId))) return false;
  await enqueueInvoice(tx, orderId);
  await enqueueShipmentCreation(tx, orderId);
  const paid = await orderWithLines(tx, orderId);
  if (paid?.order.userId) {
    const bought = paid.lines.map((line) => ({ product_id: line.productId, quantity: line.quantity }));
    await removeBoughtLines(tx, paid.order.userId, bought, paid.order.couponCode);
  }
  return true;
}
