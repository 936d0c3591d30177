/** Catalogue routes (storefront spec §7, admin spec §7), declared in catalog.contract.ts. Thin: validate, call the service, reply. */
import { catalogContract as calls } from '@shop/domain/catalog/catalog.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route';
import { HTTP_CACHE } from '../../lib/http-cache';
import { success } from '../../lib/reply';
import * as catalog from './catalog.service';

const JSON_UTF8 = 'application/json; charset=utf-8';

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  contractRoute(app, calls['POST /product/all-categories'], {}, async () =>
    // On the primary: the staff's product form chooses from these right after adding one.
    success({ product: await catalog.listCategories(app.db) }),
  );

  // The service hands back the reply already serialised (and often cached): sent as is.
  contractRoute(app, calls['POST /product/list'], {}, async (request, reply) =>
    reply
      .type(JSON_UTF8)
      .send(
        await app.catalogAdmission.run(() =>
          app.catalogReads.variable((db) => catalog.listProductsReply(db, request.body, app.catalogReads.writer)),
        ),
      ),
  );

  contractRoute(app, calls['GET /product/:id'], { config: { cache: HTTP_CACHE.stock } }, async (request, reply) => {
    // A second-stale read, on the read replica when there is one (decision 087); staff screens read the primary.
    const { pageJson, soldLast24h } = await app.catalogReads.fixed((db) =>
      catalog.getProductPage(db, request.params.id, app.clock, app.catalogReads.writer),
    );
    // The stored detail document (toProductDetail's shape, decision 023) with the day's sales
    // added as its last field: the documented productPageData, built without a per-request
    // object, schema check or JSON.stringify of the product.
    return reply
      .type(JSON_UTF8)
      .send(`{"status":"Success","data":{"product":${pageJson.slice(0, -1)},"sold_last_24h":${soldLast24h}}}}`);
  });
};
