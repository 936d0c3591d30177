/** The home page's picks (storefront spec §2 home items 4–6): trending products and the hero's featured product. */
import { responses } from '@shop/domain/api/envelope';
import { featuredProductData, trendingData, trendingQuery } from '@shop/domain/catalog/home-picks.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/reply';
import { getSettings } from '../settings/settings.service';
import { deliveryTypeOf } from './catalog.service';
import { featuredProduct, trendingProducts } from './home-picks.service';

export const homePicksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/product/trending',
    {
      schema: {
        tags: ['catalog'],
        summary:
          'Best sellers of the last 30 days (paid orders), topped up with featured and most-reviewed products; ?limit=1..30, ?category=',
        querystring: trendingQuery,
        response: responses(trendingData, [400]),
      },
    },
    async (request) => success(await trendingProducts(app.db, app.clock, request.query, await deliveryTypeOf(app.db))),
  );

  app.get(
    '/product/featured',
    {
      schema: {
        tags: ['catalog'],
        summary: "The home hero's featured product (store setting heroFeaturedProductId)",
        response: responses(featuredProductData, []),
      },
    },
    async () => {
      const [settings, deliveryType] = await Promise.all([getSettings(app.db), deliveryTypeOf(app.db)]);
      return success({ product: await featuredProduct(app.db, settings.heroFeaturedProductId, deliveryType) });
    },
  );
};
