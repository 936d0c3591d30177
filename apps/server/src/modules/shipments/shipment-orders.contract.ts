/**
 * What the shipment work needs of the orders module, as an interface the shipments module owns
 * (issue 28): the orders module lists each order's shipment, so it sits above this one, and
 * flows/shipment-work.flow.ts plugs the orders service in here. No import ring ties the two modules.
 */
import type { OrderStatus, PaymentStatus } from '@shop/domain/orders/order-status.rules';
import type { DbOrTx } from '../../db/client';

/** The order facts a shipment is booked and mailed with (the orders table's, as stored). */
export interface OrderToShip {
  id: string;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  name: string;
  email: string;
  phone: string;
  shippingAddress: string;
  pincode: string;
  city: string;
  state: string;
  /** The order's total, in paise. */
  totalPaise: number;
  createdAt: Date;
}

/** One stored line of the order: what goes in the parcel and on the courier's manifest. */
export interface LineToShip {
  productId: string;
  quantity: number;
  productName: string;
  sku: string;
  hsnCode: string;
}

/** The orders module's steps the shipment work takes (orders.service, wired in flows/shipment-work.flow.ts). */
export interface ShipmentOrders {
  /** The order with its lines, or undefined when no order has the id. */
  withLines(db: DbOrTx, orderId: string): Promise<{ order: OrderToShip; lines: LineToShip[] } | undefined>;
  /** Writes the booked waybill and tracking link onto the order, in the booking's transaction. */
  setWaybill(tx: DbOrTx, orderId: string, waybill: string | null, trackingUrl: string | null): Promise<void>;
  /** Moves a paid order on as the courier reports (Shipped, Delivered) when its lifecycle allows. */
  advance(tx: DbOrTx, orderId: string, status: 'Shipped' | 'Delivered'): Promise<boolean>;
  /** The orders module's refusal of an unknown order id ('Order not found'). */
  readonly notFound: string;
}
