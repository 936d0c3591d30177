/**
 * An order's shipment as staff see it on the order detail (issue 10; decision 032): courier,
 * state, waybill, tracking link, the courier's reason for a refusal, and its tracking events.
 */
import type { ShipmentDetail } from '@shop/domain/orders/order-detail.responses';
import type { DbOrTx } from '../../db/client';
import { courierEventsOf, shipmentsOfOrders } from './shipments.service';

/** The shipment of order `orderId` with its events oldest first; null before one was booked. */
export async function shipmentDetailOfOrder(db: DbOrTx, orderId: string): Promise<ShipmentDetail | null> {
  const shipment = (await shipmentsOfOrders(db, [orderId])).get(orderId);
  if (!shipment) return null;
  const events = (await courierEventsOf(db, [orderId])).get(orderId) ?? [];
  return { ...shipment, events };
}
