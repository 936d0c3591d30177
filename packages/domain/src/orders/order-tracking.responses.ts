/** The order's public tracking view (shopper spec §2 Track order, §7 POST /order/track-guest reads data.order). */
import { z } from 'zod';
import { ORDER_STATUSES, PAYMENT_STATUSES } from './order-status.rules';
import { TIMELINE_EVENTS } from './order-tracking.rules';

/** One step of the timeline: what happened, when (ISO, null when not recorded), and where (courier events). */
export const timelineEvent = z.object({
  code: z.enum(TIMELINE_EVENTS),
  label: z.string(),
  at: z.string().nullable(),
  location: z.string().nullable(),
});
export type TimelineEvent = z.infer<typeof timelineEvent>;

/** The order's public tracking view (rupees, spec names). */
export const trackingView = z.object({
  _id: z.string(),
  shortId: z.string(),
  status: z.enum(ORDER_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  created_at: z.string(),
  expectedDelivery: z.string().nullable(),
  products: z.array(z.object({ product_name: z.string(), quantity: z.number().int(), product_img_url: z.string() })),
  totalPrice: z.number(),
  waybill: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  /** Oldest first. */
  timeline: z.array(timelineEvent),
});
export type TrackingView = z.infer<typeof trackingView>;

/** POST /order/track-guest reply data (spec §7 reads data.order). */
export const trackGuestData = z.object({ order: trackingView });
/** POST /order/my-tracking reply data: the signed-in customer's orders, newest first. */
export const myTrackingData = z.object({ orders: z.array(trackingView) });
