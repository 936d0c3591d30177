/** Order tracking routes (shopper spec §2 Track order, §7 POST /order/track-guest). */
import { responses } from '@shop/domain/api/envelope';
import { TRACK_FOUND } from '@shop/domain/orders/order-tracking';
import { myTrackingData, trackGuestData } from '@shop/domain/orders/order-tracking.responses';
import { trackGuestBody } from '@shop/domain/orders/order-tracking.schemas';
import { emptyBody } from '@shop/domain/validation/empty-body';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/reply';
import * as tracking from './tracking.service';

export const trackingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/order/track-guest',
    {
      schema: {
        tags: ['orders'],
        summary: 'Track an order by its id (full or 8-character short id) and e-mail or phone',
        body: trackGuestBody,
        response: responses(trackGuestData, [400, 404, 429]),
      },
    },
    async (request) => success({ order: await tracking.trackGuest(app.db, request.body) }, TRACK_FOUND),
  );

  app.post(
    '/order/my-tracking',
    {
      schema: {
        tags: ['orders'],
        summary: "The signed-in customer's orders with their tracking timelines, newest first",
        body: emptyBody,
        response: responses(myTrackingData, [400, 401]),
      },
      preHandler: app.requireCustomer,
    },
    async (request) => success({ orders: await tracking.myTracking(app.db, request.customer!) }),
  );
};
