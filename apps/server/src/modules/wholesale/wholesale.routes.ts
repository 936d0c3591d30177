/**
 * Wholesale routes (shopper spec §6 'POST /wholesale/list'; admin spec §7 wholesale calls, §6:
 * Wholesale management is SuperAdmin only). Thin: validate, call the service, reply. The list is
 * public and rate-limited per address.
 */
import { responses } from '@shop/domain/api/envelope';
import { emptyBody } from '@shop/domain/validation/empty-body';
import { WHOLESALE_ADDED, WHOLESALE_DELETED, WHOLESALE_UPDATED } from '@shop/domain/wholesale/price-breaks';
import {
  allWholesaleData,
  removedWholesaleData,
  wholesaleListData,
  wholesaleProductData,
} from '@shop/domain/wholesale/wholesale.responses';
import {
  allWholesaleQuery,
  newWholesaleBody,
  updateWholesaleBody,
  wholesaleListBody,
} from '@shop/domain/wholesale/wholesale.schemas';
import { idParams } from '@shop/domain/validation/params';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/reply';
import * as wholesale from './wholesale.service';

const SUPER_ADMIN = ['SuperAdmin'] as const;

export const wholesaleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/wholesale/list',
    {
      schema: {
        tags: ['wholesale'],
        summary: 'Products with wholesale price breaks (rupees off a unit from a quantity on)',
        body: wholesaleListBody,
        response: responses(wholesaleListData, [400, 429]),
      },
    },
    async (request) => success(await wholesale.listWholesale(app.db, request.body)),
  );

  app.get(
    '/wholesale/allWholesaleProducts',
    {
      schema: {
        tags: ['wholesale', 'admin'],
        summary: 'Wholesale products for staff (SuperAdmin)',
        querystring: allWholesaleQuery,
        response: responses(allWholesaleData, [400, 401, 403]),
      },
      preHandler: app.requireStaff(SUPER_ADMIN),
    },
    async (request) => success(await wholesale.allWholesaleProducts(app.db, request.query)),
  );

  app.post(
    '/wholesale/new',
    {
      schema: {
        tags: ['wholesale', 'admin'],
        summary: 'Adds wholesale price breaks to a product (SuperAdmin)',
        body: newWholesaleBody,
        response: responses(wholesaleProductData, [400, 401, 403, 404, 409], 201),
      },
      preHandler: app.requireStaff(SUPER_ADMIN),
    },
    async (request, reply) => {
      const wholesaleProduct = await wholesale.createWholesale(app.db, request.staff!, request.body, app.clock.now());
      return reply.status(201).send(success({ wholesaleProduct }, WHOLESALE_ADDED));
    },
  );

  app.post(
    '/wholesale/:id/update',
    {
      schema: {
        tags: ['wholesale', 'admin'],
        summary: "Replaces a product's wholesale price breaks (SuperAdmin)",
        params: idParams,
        body: updateWholesaleBody,
        response: responses(wholesaleProductData, [400, 401, 403, 404]),
      },
      preHandler: app.requireStaff(SUPER_ADMIN),
    },
    async (request) =>
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

  app.post(
    '/wholesale/:id/remove',
    {
      schema: {
        tags: ['wholesale', 'admin'],
        summary: "Removes a product's wholesale pricing (SuperAdmin)",
        params: idParams,
        body: emptyBody,
        response: responses(removedWholesaleData, [400, 401, 403, 404]),
      },
      preHandler: app.requireStaff(SUPER_ADMIN),
    },
    async (request) =>
      success(await wholesale.removeWholesale(app.db, request.staff!, request.params.id), WHOLESALE_DELETED),
  );
};
