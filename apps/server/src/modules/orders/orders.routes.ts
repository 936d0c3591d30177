/** Order routes (shopper spec §7, admin spec §7). */
import { responses } from '@shop/domain/api/envelope';
import {
  bulkStatusData,
  myOrdersData,
  orderData,
  orderListData,
  orderUpdateData,
} from '@shop/domain/orders/order.responses';
import {
  myOrdersBody,
  newOrderBody,
  orderBulkStatusBody,
  orderCancelBody,
  orderListBody,
  orderUpdateBody,
} from '@shop/domain/orders/order.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '@shop/domain/validation/params';
import { AppError } from '../../lib/app-error';
import { success } from '../../lib/reply';
import { cancelOrderForCustomer } from '../../flows/cancel-own-order';
import { changeOrderStatus, changeOrderStatuses } from '../../flows/change-order-status';
import { placeOrder } from '../../flows/place-order';
import { AUTHENTICATION_REQUIRED } from '../../plugins/auth';
import * as orders from './orders.service';

export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/order/new',
    {
      schema: {
        tags: ['orders'],
        summary: 'Place an order (prices computed by the server)',
        body: newOrderBody,
        response: responses(orderData, [400, 401, 409, 422], 201),
      },
      preHandler: app.requireCustomer,
    },
    async (request, reply) => {
      const order = await placeOrder(app.db, request.customer!, request.body, {
        courier: app.courier,
        clock: app.clock,
      });
      return reply.status(201).send(success({ order }, 'Order placed'));
    },
  );

  app.post(
    '/order/my-orders',
    {
      schema: {
        tags: ['orders'],
        summary: "The signed-in customer's orders, newest first",
        body: myOrdersBody,
        response: responses(myOrdersData, [400, 401, 403]),
      },
      preHandler: app.requireCustomer,
    },
    async (request) => {
      if (request.body.userId && request.body.userId !== request.customer!.id)
        throw new AppError('FORBIDDEN', 'You can only view your own orders.');
      return success(await orders.myOrders(app.db, request.customer!));
    },
  );

  app.get(
    '/order/:id',
    {
      schema: {
        tags: ['orders'],
        summary: 'One order (own, or any for staff)',
        params: idParams,
        response: responses(orderData, [400, 401, 404]),
      },
    },
    async (request) => {
      const customer = await app.readSession(request, 'customer');
      const staff = await app.readSession(request, 'staff');
      if (!customer && !staff) throw new AppError('UNAUTHENTICATED', AUTHENTICATION_REQUIRED);
      return success({ order: await orders.getOrder(app.db, request.params.id, { customer, staff }) });
    },
  );

  app.post(
    '/order/:id/cancel',
    {
      schema: {
        tags: ['orders'],
        summary: 'Cancel one of your own orders (within the cancel window)',
        params: idParams,
        body: orderCancelBody,
        response: responses(orderData, [400, 401, 403, 404, 409]),
      },
      preHandler: app.requireCustomer,
    },
    async (request) => {
      const order = await cancelOrderForCustomer(
        app.db,
        app.payments,
        request.customer!,
        request.params.id,
        app.clock.now(),
      );
      return success({ order }, 'Order cancelled successfully!');
    },
  );

  app.post(
    '/order/list',
    {
      schema: {
        tags: ['orders', 'admin'],
        summary: 'All orders with filters (staff)',
        body: orderListBody,
        response: responses(orderListData, [400, 401, 403]),
      },
      preHandler: app.requireStaff(),
    },
    async (request) => success(await orders.listOrders(app.db, request.body)),
  );

  app.post(
    '/order/:id/update',
    {
      schema: {
        tags: ['orders', 'admin'],
        summary: 'Set an order status (staff)',
        params: idParams,
        body: orderUpdateBody,
        response: responses(orderUpdateData, [400, 401, 403, 404, 409]),
      },
      preHandler: app.requireStaff(),
    },
    async (request) => {
      const order = await changeOrderStatus(
        app.db,
        app.payments,
        request.staff!,
        request.params.id,
        request.body.status,
      );
      const message = `Order status updated to ${order.status} successfully!`;
      return success({ order, message }, message);
    },
  );

  app.post(
    '/order/bulk-update-status',
    {
      schema: {
        tags: ['orders', 'admin'],
        summary: 'Set one status on 1 to 50 orders, each in its own transaction, with a result per order (staff)',
        body: orderBulkStatusBody,
        response: responses(bulkStatusData, [400, 401, 403]),
      },
      preHandler: app.requireStaff(),
    },
    async (request) => {
      const { orderIds, status } = request.body;
      const results = await changeOrderStatuses(
        app.db,
        app.payments,
        request.staff!,
        orderIds,
        status,
        (error, orderId) => request.log.error({ err: error, orderId }, 'bulk status update failed for an order'),
      );
      const updated = results.filter((r) => r.ok).length;
      const failed = results.length - updated;
      const message =
        failed === 0
          ? `${updated} orders updated successfully!`
          : `${updated} orders updated successfully! ${failed} orders failed to update`;
      return success({ results, updated, failed }, message);
    },
  );
};
