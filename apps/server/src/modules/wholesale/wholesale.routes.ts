/**
 * Wholesale routes (shopper spec §6 'POST /wholesale/list'; admin spec §7 wholesale calls, §6:
 * Wholesale management is SuperAdmin only). Declared in wholesale.contract.ts; thin here: who may
 * call, call the service, reply. The list is public and rate-limited per address.
 */
import { WHOLESALE_ADDED, WHOLESALE_DELETED, WHOLESALE_UPDATED } from '@shop/domain/wholesale/price-breaks.rules';
import { wholesaleContract as calls } from '@shop/domain/wholesale/wholesale.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route';
import { success } from '../../lib/reply';
import * as wholesale from './wholesale.service';

const SUPER_ADMIN = ['SuperAdmin'] as const;

export const wholesaleRoutes: FastifyPluginAsyncZod = async (app) => {
  const superAdmin = { preHandler: app.requireStaff(SUPER_ADMIN) };

  contractRoute(app, calls['POST /wholesale/list'], {}, async (request) =>
    success(await wholesale.listWholesale(app.db, request.body)),
  );

  contractRoute(app, calls['GET /wholesale/allWholesaleProducts'], superAdmin, async (request) =>
    success(await wholesale.allWholesaleProducts(app.db, request.query)),
  );

  contractRoute(app, calls['POST /wholesale/new'], superAdmin, async (request, reply) => {
    const wholesaleProduct = await wholesale.createWholesale(app.db, request.staff!, request.body, app.clock.now());
    return reply.status(201).send(success({ wholesaleProduct }, WHOLESALE_ADDED));
  });

  contractRoute(app, calls['POST /wholesale/:id/update'], superAdmin, async (request) =>
    success(
      {
        wholesaleProduct: await wholesale.updateWholesale(
          app.db,
          request.staff!,
          request.params.id,
          request.body.priceBreaks,
          app.clock.now(),
        ),
      },
      WHOLESALE_UPDATED,
    ),
  );

  contractRoute(app, calls['POST /wholesale/:id/remove'], superAdmin, async (request) =>
    success(await wholesale.removeWholesale(app.db, request.staff!, request.params.id), WHOLESALE_DELETED),
  );
};
