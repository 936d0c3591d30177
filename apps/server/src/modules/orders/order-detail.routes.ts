/**
 * GET /order/{id}/detail (staff, SuperAdmin and SubAdmin; issue 10): the order detail page's one
 * call. Declared in orders.contract.ts.
 */
import { ordersContract as calls } from '@shop/domain/orders/orders.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route';
import { success } from '../../lib/reply';
import { orderDetailForStaff } from './order-detail.service';

export const orderDetailRoutes: FastifyPluginAsyncZod = async (app) => {
  contractRoute(app, calls['GET /order/:id/detail'], { preHandler: app.requireStaff() }, async (request) =>
    success({ detail: await orderDetailForStaff(app.db, app.payments, request.staff!, request.params.id) }),
  );
};
