/**
 * Order routes (shopper spec §7, admin spec §7): place, list and read orders, the customer's
 * cancel, and staff's status changes. Declared in orders.contract.ts; thin here: who may call,
 * call the flow or the service, reply.
 */
import { ordersContract as calls } from '@shop/domain/orders/orders.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { contractRoute, type ContractHandler, type RouteApp } from '../../lib/contract-route';
import { success } from '../../lib/reply';
import { cancelOrderForCustomer } from '../../flows/cancel-own-order.flow';
import { changeOrderStatus, changeOrderStatuses } from '../../flows/change-order-status.flow';
import { placeOrder } from '../../flows/place-order.flow';
import { AUTHENTICATION_REQUIRED } from '../../plugins/auth.plugin';
import * as orders from './orders.service';

export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const customer = { preHandler: app.requireCustomer };
  const staff = { preHandler: app.requireStaff() };

  contractRoute(app, calls['POST /order/new'], customer, async (request, reply) => {
    const order = await placeOrder(app.db, request.customer!, request.body, {
      courier: app.courier,
      clock: app.clock,
    });
    return reply.status(201).send(success({ order }, 'Order placed'));
  });

  contractRoute(app, calls['POST /order/my-orders'], customer, async (request) => {
    if (request.body.userId && request.body.userId !== request.customer!.id)
      throw new AppError('FORBIDDEN', 'You can only view your own orders.');
    return success(await orders.myOrders(app.db, request.customer!));
  });

  contractRoute(app, calls['GET /order/:id'], {}, async (request) => {
    const customer = await app.readSession(request, 'customer');
    const staff = await app.readSession(request, 'staff');
    if (!customer && !staff) throw new AppError('UNAUTHENTICATED', AUTHENTICATION_REQUIRED);
    return success({ order: await orders.getOrder(app.db, request.params.id, { customer, staff }) });
  });

  contractRoute(app, calls['POST /order/:id/cancel'], customer, async (request) => {
    const order = await cancelOrderForCustomer(
      app.db,
      app.payments,
      request.customer!,
      request.params.id,
      app.clock.now(),
    );
    return success({ order }, 'Order cancelled successfully!');
  });

  contractRoute(app, calls['POST /order/list'], staff, async (request) =>
    success(await orders.listOrders(app.db, request.body)),
  );

  contractRoute(app, calls['POST /order/:id/update'], staff, async (request) => {
    const order = await changeOrderStatus(app.db, app.payments, request.staff!, request.params.id, request.body.status);
    const message = `Order status updated to ${order.status} successfully!`;
    return success({ order, message }, message);
  });

  contractRoute(app, calls['POST /order/bulk-update-status'], staff, bulkUpdateStatus(app));
};

/** POST /order/bulk-update-status: one status on each order in its own transaction, with a result per order. */
function bulkUpdateStatus(app: RouteApp): ContractHandler<(typeof calls)['POST /order/bulk-update-status']> {
  return async (request) => {
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
  };
}
