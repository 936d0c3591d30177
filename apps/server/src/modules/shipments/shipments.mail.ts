/**
 * The shopper's mail about their parcel (issue 8 "E-mails"), queued in the transaction that stores
 * the courier event, keyed by shipment and milestone, so each is queued once (shipments.service
 * only asks for a milestone the shipment had not reached).
 */
import type { DbOrTx } from '../../db/client';
import {
  enqueueMail,
  SHIPMENT_DELIVERED_MAIL,
  SHIPMENT_OUT_FOR_DELIVERY_MAIL,
  SHIPMENT_SHIPPED_MAIL,
} from '../mail/mail.service';
import type { OrderToShip } from './shipment-orders.contract';
import type { ShipmentRow } from './shipments.repository';

export type ShipmentMailKind = 'shipped' | 'out_for_delivery' | 'delivered';

const TEMPLATES = {
  shipped: SHIPMENT_SHIPPED_MAIL,
  out_for_delivery: SHIPMENT_OUT_FOR_DELIVERY_MAIL,
  delivered: SHIPMENT_DELIVERED_MAIL,
} as const;

export async function enqueueShipmentMail(
  tx: DbOrTx,
  order: Pick<OrderToShip, 'id' | 'email' | 'name'>,
  shipment: ShipmentRow,
  kind: ShipmentMailKind,
): Promise<void> {
  await enqueueMail(tx, {
    template: TEMPLATES[kind],
    to: order.email,
    key: `shipment-${kind}:${shipment.id}`,
    data: {
      orderId: order.id,
      customerName: order.name,
      waybill: shipment.waybill ?? '',
      trackingUrl: shipment.trackingUrl ?? '',
    },
  });
}
