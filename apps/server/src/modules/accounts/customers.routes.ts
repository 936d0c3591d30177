/**
 * Staff's Customers routes (issue 29): the list and one customer's detail (orders, returns,
 * tickets, alerts: flows/customer-detail.flow.ts) for SubAdmin and SuperAdmin, block and unblock
 * for a SuperAdmin only. Declared in customers.contract.ts; the role is checked on the server.
 */
import { customersContract as calls } from '@shop/domain/accounts/customers.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerDetailForStaff } from '../../flows/customer-detail.flow';
import { contractRoute } from '../../lib/contract-route';
import { success } from '../../lib/reply';
import * as customers from './customers.service';

export const customersRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = { preHandler: app.requireStaff() };
  const superAdmin = { preHandler: app.requireStaff(['SuperAdmin']) };

  contractRoute(app, calls['GET /admin/customers'], staff, async (request) =>
    success(await customers.listCustomers(app.db, request.query)),
  );

  contractRoute(app, calls['GET /admin/customers/:id'], staff, async (request) =>
    success(await customerDetailForStaff(app.db, request.params.id)),
  );

  contractRoute(app, calls['POST /admin/customers/:id/block'], superAdmin, async (request) => {
    const customer = await customers.setCustomerBlocked(
      app.db,
      request.staff!,
      request.params.id,
      true,
      app.clock.now(),
    );
    return success({ customer }, 'Customer blocked');
  });

  contractRoute(app, calls['POST /admin/customers/:id/unblock'], superAdmin, async (request) => {
    const customer = await customers.setCustomerBlocked(
      app.db,
      request.staff!,
      request.params.id,
      false,
      app.clock.now(),
    );
    return success({ customer }, 'Customer unblocked');
  });
};
