/** Quick Stock (admin spec §7; docs/decisions/037, 063), declared in stock.contract.ts. Thin: validate, call the stock service, reply. */
import { stockContract as calls } from '@shop/domain/inventory/stock.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route';
import { success } from '../../lib/reply';
import * as stock from './stock.service';

export const stockRoutes: FastifyPluginAsyncZod = async (app) => {
  contractRoute(
    app,
    calls['POST /product/:id/update'],
    { preHandler: app.requireStaff(['SuperAdmin']) },
    async (request) => {
      const { no_of_product_instock, product_instock } = request.body.product;
      const product = await stock.updateStock(app.db, request.params.id, no_of_product_instock, product_instock, {
        kind: 'staff',
        id: request.staff!.id,
      });
      return success({ product }, 'Stock updated successfully');
    },
  );
};
