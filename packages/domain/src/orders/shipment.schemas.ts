/**
 * POST /order/shipment (shopper spec §7; staff only, decision 032): book or retry the shipment of a
 * paid order. The spec's client sent the whole shipment (address, products, package); the server
 * builds all of that from the order itself, so the body names only the order.
 */
import { z } from 'zod';
import { idText } from '../validation/text.schemas';
import { apiOrder } from './order.responses';

export const shipmentBody = z.strictObject({ orderId: idText('orderId is required') });
export type ShipmentBody = z.infer<typeof shipmentBody>;

/** The reply: the order's shipment as it stands after the call. */
export const shipmentData = z.object({ shipment: apiOrder.shape.shipment.unwrap() });
