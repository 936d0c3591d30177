/** Quick Stock (admin spec §7; docs/decisions/037, 063). Thin: validate, call the stock service, reply. */
import { responses } from '@shop/domain/api/envelope';
import { productData } from '@shop/domain/catalog/product.responses';
import { quickStockBody } from '@shop/domain/catalog/product.schemas';
import { idParams } from '@shop/domain/validation/params';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/reply';
import * as stock from './stock.service';

export const stockRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/product/:id/update',
    {
      schema: {
        tags: ['catalog', 'admin'],
        summary: 'Quick stock update',
        params: idParams,
        body: quickStockBody,
        response: responses(productData, [400, 401, 403, 404]),
      },
      preHandler: app.requireStaff(['SuperAdmin']),
    },
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
