/**
 * The shopper's shipment mails (issue 8 "E-mails"): shipped (with the waybill and tracking link),
 * out for delivery, delivered. Queued once each, in the transaction that stores the courier event
 * (shipments.service recordEvents). The links lead back to the shop's tracking page.
 */
import { text } from '@shop/domain/validation/text.schemas';
import { z } from 'zod';
import { shortId } from '@shop/domain/orders/order-status.rules';
import { absoluteLink, esc, frame, ordersLink, type MailContext } from './layout.mail';

export const SHIPMENT_SHIPPED_MAIL = 'shipment-shipped';
export const SHIPMENT_OUT_FOR_DELIVERY_MAIL = 'shipment-out-for-delivery';
export const SHIPMENT_DELIVERED_MAIL = 'shipment-delivered';

export const shipmentMailData = z.object({
  orderId: text({ max: 100 }),
  customerName: text({ max: 200 }),
  waybill: text({ max: 100 }),
  trackingUrl: text({ max: 500 }),
});
export type ShipmentMailData = z.infer<typeof shipmentMailData>;

/** The shop's tracking page for the order, and the courier's link for the waybill. */
function trackingLinks(data: ShipmentMailData, ctx: MailContext) {
  const page = `${ctx.publicUrl}/track-order`;
  const parcel = absoluteLink(ctx, data.trackingUrl);
  return {
    html: `<p>Waybill: <strong>${esc(data.waybill)}</strong></p>\n<p><a href="${esc(parcel)}">Track the parcel</a> · <a href="${esc(page)}">Track your order on ${esc(ctx.shop.shopName)}</a></p>`,
    text: [`Waybill: ${data.waybill}`, `Track the parcel: ${parcel}`, `Track your order: ${page}`],
  };
}

function render(data: ShipmentMailData, ctx: MailContext, words: { subject: string; heading: string; body: string }) {
  const links = trackingLinks(data, ctx);
  const orders = ordersLink(ctx);
  return frame(ctx, {
    subject: words.subject,
    heading: words.heading,
    html: `<p>${esc(words.body)}</p>\n${links.html}\n${orders.html}`,
    text: [words.body, '', ...links.text, orders.text],
  });
}

export function renderShipmentShipped(data: ShipmentMailData, ctx: MailContext) {
  const ref = shortId(data.orderId);
  return render(data, ctx, {
    subject: `Order ${ref} has shipped`,
    heading: `Your order is on its way, ${data.customerName}`,
    body: `The courier has picked up order ${ref}.`,
  });
}

export function renderShipmentOutForDelivery(data: ShipmentMailData, ctx: MailContext) {
  const ref = shortId(data.orderId);
  return render(data, ctx, {
    subject: `Order ${ref} is out for delivery`,
    heading: `Arriving today, ${data.customerName}`,
    body: `Order ${ref} is out for delivery. Please keep your phone nearby for the courier.`,
  });
}

export function renderShipmentDelivered(data: ShipmentMailData, ctx: MailContext) {
  const ref = shortId(data.orderId);
  return render(data, ctx, {
    subject: `Order ${ref} was delivered`,
    heading: `Delivered, ${data.customerName}`,
    body: `Order ${ref} was delivered. We hope you enjoy building with it.`,
  });
}
