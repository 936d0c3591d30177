/**
 * Bulk Orders Management routes (admin spec §7: GET /order/list, GET /orders, POST
 * /order/{id}/update-status; §6: SuperAdmin only). The spec's two bulk screens read the list by two
 * paths; DESIGN.md keeps one screen, and both paths answer alike. Declared in orders.contract.ts.
 */
import { BULK_ORDER_STATUS_UPDATED } from '@shop/domain/orders/bulk-orders.schemas';
import { ordersContract as calls } from '@shop/domain/orders/orders.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changeOrderStatus } from '../../flows/change-order-status.flow';
import { contractRoute } from '../../lib/contract-route';
import { success } from '../../lib/reply';
import { listBulkOrders } from './bulk-orders.service';

export const bulkOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  const superAdmin = { preHandler: app.requireStaff(['SuperAdmin']) };

  contractRoute(app, calls['GET /order/list'], superAdmin, async (request) =>
    success(await listBulkOrders(app.db, request.query)),
  );
  contractRoute(app, calls['GET /orders'], superAdmin, async (request) =>
    success(await listBulkOrders(app.db, request.query)),
  );

  contractRoute(app, calls['POST /order/:id/update-status'], superAdmin, async (request) => {
    const order = await changeOrderStatus(app.db, app.payments, request.staff!, request.params.id, request.body.status);
    return success({ order, message: BULK_ORDER_STATUS_UPDATED }, BULK_ORDER_STATUS_UPDATED);
  });
};
