/** Catalogue routes (storefront spec §7, admin spec §7). Thin: validate, call the service, reply. */
import { responses } from '@shop/domain/api/envelope';
import { categoriesData, productData, productListData, productPageData } from '@shop/domain/catalog/product.responses';
import { productListBody, quickStockBody } from '@shop/domain/catalog/product.schemas';
import { searchSuggestionsData } from '@shop/domain/catalog/search-suggestions.responses';
import { searchSuggestionsQuery } from '@shop/domain/catalog/search-suggestions.schemas';
import { emptyBody } from '@shop/domain/validation/empty-body';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '@shop/domain/validation/params';
import { success } from '../../lib/reply';
import * as catalog from './catalog.service';
import { suggestSearch } from './search-suggestions.service';

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
    '/product/suggestions',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Search box suggestions: categories, brands, then products',
        querystring: searchSuggestionsQuery,
        response: responses(searchSuggestionsData, [400, 429]),
      },
    },
    async (request) => success({ suggestions: await suggestSearch(app.db, request.query.q) }),
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
      const product = await catalog.updateStock(app.db, request.params.id, no_of_product_instock, product_instock, {
        kind: 'staff',
        id: request.staff!.id,
      });
      return success({ product }, 'Stock updated successfully');
    },
  );
};
