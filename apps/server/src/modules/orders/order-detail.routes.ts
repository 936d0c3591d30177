/** GET /order/{id}/detail (staff, SuperAdmin and SubAdmin; issue 10): the order detail page's one call. */
import { responses } from '@shop/domain/api/envelope';
import { orderDetailData } from '@shop/domain/orders/order-detail.responses';
import { orderDetailParams } from '@shop/domain/orders/order-detail.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/reply';
import { orderDetailForStaff } from './order-detail.service';

export const orderDetailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/order/:id/detail',
    {
      schema: {
        tags: ['orders', 'admin'],
        summary:
          "One order with its payments and attempts, refunds, shipment and events, the customer's other orders, audit history, invoice and credit notes (staff)",
        params: orderDetailParams,
        response: responses(orderDetailData, [400, 401, 403, 404]),
      },
      preHandler: app.requireStaff(),
    },
    async (request) =>
      success({ detail: await orderDetailForStaff(app.db, app.payments, request.staff!, request.params.id) }),
  );
};
