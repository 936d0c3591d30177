/**
 * Order tracking (shopper spec §2 Track order, §7 POST /order/track-guest): the public tracking
 * view of an order for a guest who knows its id and contact, and of a customer's own orders.
 * Reads orders, payments and shipments (the courier's stored events) through their services; the timeline comes from tracking-timeline.rules.ts.
 */
import { shortOrderId, TRACK_NOT_FOUND } from '@shop/domain/orders/order-tracking.rules';
import type { TrackGuestBody } from '@shop/domain/orders/order-tracking.schemas';
import type { TimelineEvent, TrackingView } from '@shop/domain/orders/order-tracking.responses';
import type { Order } from '@shop/domain/orders/order.responses';
import type { Db } from '../../db/client';
import type { CustomerSession } from '../sessions/sessions.service';
import { myOrders, orderForContact } from '../orders/orders.service';
import { paidTimesOf } from '../payments/payments.service';
import { courierEventsOf } from '../shipments/shipments.service';
import { buildTimeline } from './tracking-timeline.rules';

/** The view of `order`: no address or contact, the lines' names and quantities, total in rupees, the timeline. */
function toTrackingView(order: Order, paidAt: Date | null, courierEvents: TimelineEvent[]): TrackingView {
  return {
    _id: order._id,
    shortId: shortOrderId(order._id),
    status: order.status,
    payment_status: order.payment_status,
    created_at: order.created_at,
    expectedDelivery: order.expectedDelivery,
    products: order.products.map((line) => ({
      product_name: line.product_name,
      quantity: line.quantity,
      product_img_url: line.product_img_url,
    })),
    totalPrice: order.totalPrice,
    waybill: order.waybill,
    trackingUrl: order.trackingUrl,
    timeline: buildTimeline({ order, paidAt, courierEvents }),
  };
}

async function viewsOf(db: Db, orders: Order[]): Promise<TrackingView[]> {
  const ids = orders.map((o) => o._id);
  const [paid, events] = await Promise.all([paidTimesOf(db, ids), courierEventsOf(db, ids)]);
  return orders.map((order) => toTrackingView(order, paid.get(order._id) ?? null, events.get(order._id) ?? []));
}

/** POST /order/track-guest: the view of the order; NOT_FOUND (TRACK_NOT_FOUND) for an unknown id or a wrong contact alike. */
export async function trackGuest(db: Db, body: TrackGuestBody): Promise<TrackingView> {
  const order = await orderForContact(db, body.orderId, body.contactInfo, TRACK_NOT_FOUND);
  const [view] = await viewsOf(db, [order]);
  return view!;
}

/** POST /order/my-tracking: the views of the signed-in customer's orders, newest first. */
export async function myTracking(db: Db, customer: CustomerSession): Promise<TrackingView[]> {
  return viewsOf(db, await myOrders(db, customer));
}
