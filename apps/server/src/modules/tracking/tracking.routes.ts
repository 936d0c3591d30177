/**
 * Order tracking routes (shopper spec §2 Track order, §7 POST /order/track-guest). Declared in
 * tracking.contract.ts; thin here: who may call, call the service, reply.
 */
import { TRACK_FOUND } from '@shop/domain/orders/order-tracking.rules';
import { trackingContract as calls } from '@shop/domain/tracking/tracking.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route';
import { success } from '../../lib/reply';
import * as tracking from './tracking.service';

export const trackingRoutes: FastifyPluginAsyncZod = async (app) => {
  contractRoute(app, calls['POST /order/track-guest'], {}, async (request) =>
    success({ order: await tracking.trackGuest(app.db, request.body) }, TRACK_FOUND),
  );

  contractRoute(app, calls['POST /order/my-tracking'], { preHandler: app.requireCustomer }, async (request) =>
    success({ orders: await tracking.myTracking(app.db, request.customer!) }),
  );
};
