/**
 * The signed-in customer's saved cart (issue 7; decision 029): GET /cart reads it, PUT /cart
 * replaces it. Customers only (strangers and staff 401), each only ever their own; PUT is
 * rate-limited per customer. Thin: validate, call, reply.
 */
import { responses } from '@shop/domain/api/envelope';
import { savedCartData } from '@shop/domain/carts/saved-cart.responses';
import { savedCartBody } from '@shop/domain/carts/saved-cart.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/reply';
import * as carts from './carts.service';

export const cartsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['cart'];

  app.get(
    '/cart',
    {
      schema: {
        tags,
        summary:
          "The signed-in customer's saved cart: its lines with each product's name, picture, price, MRP and stock now",
        response: responses(savedCartData, [401, 429]),
      },
      preHandler: app.requireCustomer,
    },
    async (request) => success(await carts.getSavedCart(app.db, request.customer!.id)),
  );

  app.put(
    '/cart',
    {
      schema: {
        tags,
        summary:
          "Replace the signed-in customer's saved cart (at most 100 lines, one per product) and its applied coupon",
        body: savedCartBody,
        response: responses(savedCartData, [400, 401, 404, 429]),
      },
      preHandler: app.requireCustomer,
    },
    async (request) => success(await carts.saveCart(app.db, request.customer!.id, request.body)),
  );
};
