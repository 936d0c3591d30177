/** Catalogue routes (storefront spec §7, admin spec §7). Thin: validate, call the service, reply. */
import { responses } from '@shop/domain/api/envelope';
import { categoriesData, productListData, productPageData } from '@shop/domain/catalog/product.responses';
import { productListBody } from '@shop/domain/catalog/product.schemas';
import { emptyBody } from '@shop/domain/validation/empty-body';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '@shop/domain/validation/params';
import { success } from '../../lib/reply';
import * as catalog from './catalog.service';

const JSON_UTF8 = 'application/json; charset=utf-8';

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/product/all-categories',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Categories, subcategories and brands',
        body: emptyBody,
        response: responses(categoriesData, []),
      },
    },
    async () => success({ product: await catalog.listCategories(app.db) }),
  );

  app.post(
    '/product/list',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Product listing with search, filters and pagination',
        body: productListBody,
        response: responses(productListData, [400]),
      },
    },
    // The service hands back the reply already serialised (and often cached): sent as is.
    async (request, reply) => reply.type(JSON_UTF8).send(await catalog.listProductsReply(app.db, request.body)),
  );

  app.get(
    '/product/:id',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One product',
        params: idParams,
        response: responses(productPageData, [400, 404]),
      },
    },
    async (request, reply) => {
      const { pageJson, soldLast24h } = await catalog.getProductPage(app.db, request.params.id, app.clock);
      // The stored detail document (toProductDetail's shape, decision 023) with the day's sales
      // added as its last field: the documented productPageData, built without a per-request
      // object, schema check or JSON.stringify of the product.
      return reply
        .type(JSON_UTF8)
        .send(`{"status":"Success","data":{"product":${pageJson.slice(0, -1)},"sold_last_24h":${soldLast24h}}}}`);
    },
  );
};
