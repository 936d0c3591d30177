/**
 * The order tracking calls (shopper spec §2 Track order, §7 POST /order/track-guest): a guest's
 * lookup by order id and contact, and the signed-in customer's orders with their timelines.
 * Declared once for the server and the web (api/contract.schemas.ts).
 */
import { defineContract } from '../api/contract.schemas';
import { myTrackingData, trackGuestData } from '../orders/order-tracking.responses';
import { trackGuestBody } from '../orders/order-tracking.schemas';
import { emptyBody } from '../validation/empty-body.schemas';

export const trackingContract = defineContract('orders', {
  'POST /order/track-guest': {
    summary: 'Track an order by its id (full or 8-character short id) and e-mail or phone',
    body: trackGuestBody,
    reply: trackGuestData,
    errors: [400, 404, 429],
  },
  'POST /order/my-tracking': {
    summary: "The signed-in customer's orders with their tracking timelines, newest first",
    body: emptyBody,
    reply: myTrackingData,
    errors: [400, 401],
  },
});
