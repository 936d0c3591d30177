/**
 * POST /cart/quote (issue 7): the priced cart for the cart, checkout and bulk drawer. Public and
 * rate-limited. Declared in pricing.contract.ts.
 */
import { pricingContract as calls } from '@shop/domain/pricing/pricing.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route';
import { success } from '../../lib/reply';
import { quotedLinesFor } from '../enquiries/quote-ordering.service';
import { quoteCart } from './pricing.service';

export const pricingRoutes: FastifyPluginAsyncZod = async (app) => {
  contractRoute(app, calls['POST /cart/quote'], {}, async (request) => {
    const customer = await app.readSession(request, 'customer');
    const quoteLineIds = request.body.lines.flatMap((line) =>
      line.bulk_quote_line_id ? [line.bulk_quote_line_id] : [],
    );
    const quoted = await quotedLinesFor(app.db, customer ?? null, quoteLineIds, app.clock.now());
    return success(
      await quoteCart(app.db, { courier: app.courier, clock: app.clock }, request.body, customer?.id ?? null, quoted),
    );
  });
};
