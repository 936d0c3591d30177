/** The home page's picks (storefront spec §2 home items 4–6): trending products and the hero's featured product. Declared in catalog.contract.ts. */
import { catalogContract as calls } from '@shop/domain/catalog/catalog.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route';
import { HTTP_CACHE } from '../../lib/http-cache';
import { success } from '../../lib/reply';
import { getSettings } from '../settings/settings.service';
import { deliveryTypeOf } from './catalog.service';
import { featuredProduct, trendingProducts } from './home-picks.service';

export const homePicksRoutes: FastifyPluginAsyncZod = async (app) => {
  const listing = { config: { cache: HTTP_CACHE.listing } };

  contractRoute(app, calls['GET /product/trending'], listing, async (request) =>
    success(await trendingProducts(app.db, app.clock, request.query, await deliveryTypeOf(app.db))),
  );

  contractRoute(app, calls['GET /product/featured'], listing, async () => {
    const [settings, deliveryType] = await Promise.all([getSettings(app.db), deliveryTypeOf(app.db)]);
    return success({ product: await featuredProduct(app.db, settings.heroFeaturedProductId, deliveryType) });
  });
};
