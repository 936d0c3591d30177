/** POST /cart/quote (issue 7): the priced cart for the cart, checkout and bulk drawer. Public and rate-limited. */
import { responses } from '@shop/domain/api/envelope';
import { cartQuoteData } from '@shop/domain/pricing/quote.responses';
import { cartQuoteBody } from '@shop/domain/pricing/quote.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/reply';
import { quoteCart } from './pricing.service';

export const pricingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/cart/quote',
    {
      schema: {
        tags: ['cart'],
        summary:
          'Price a cart as an order placed now would be: tiers, coupon, GST split by the pincode, shipping, total',
        body: cartQuoteBody,
        response: responses(cartQuoteData, [400, 404, 422, 429]),
      },
    },
    async (request) => {
      const customer = await app.readSession(request, 'customer');
      return success(
        await quoteCart(app.db, { courier: app.courier, clock: app.clock }, request.body, customer?.id ?? null),
      );
    },
  );
};
