/**
 * The signed-in customer's saved cart (issue 7; decision 029): GET /cart reads it, PUT /cart
 * replaces it. Customers only (strangers and staff 401), each only ever their own; PUT is
 * rate-limited per customer. Declared in carts.contract.ts; thin here: who may call, call, reply.
 */
import { cartsContract as calls } from '@shop/domain/carts/carts.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route';
import { success } from '../../lib/reply';
import * as carts from './carts.service';

export const cartsRoutes: FastifyPluginAsyncZod = async (app) => {
  const customer = { preHandler: app.requireCustomer };

  contractRoute(app, calls['GET /cart'], customer, async (request) =>
    success(await carts.getSavedCart(app.db, request.customer!.id)),
  );

  contractRoute(app, calls['PUT /cart'], customer, async (request) =>
    success(await carts.saveCart(app.db, request.customer!.id, request.body)),
  );
};
