/** Payment routes (shopper spec §7): create and verify a payment, and the provider's notification. */
import { createPaymentBody, verifyPaymentBody } from '@shop/domain/payments/payment.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { success } from '../../lib/reply';
import * as payments from './payments.service';

export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/payment/create-phonepe-payment',
    { schema: { tags: ['payments'], summary: "Start paying an order's total", body: createPaymentBody }, preHandler: app.requireCustomer },
    async (request) => success({ response: await payments.createPayment(app.db, app.paymentGateway, request.customer!, request.body.orderId) }),
  );

  app.post(
    '/payment/verify-phonepe-payment',
    { schema: { tags: ['payments'], summary: 'Check and settle a payment (idempotent)', body: verifyPaymentBody }, preHandler: app.requireCustomer },
    async (request) => {
      const { response, message } = await payments.verifyPayment(app.db, app.paymentGateway, request.customer!, request.body.paymentId);
      return success({ response }, message);
    },
  );

  app.post(
    '/payment/notify',
    { schema: { tags: ['payments'], summary: "The payment provider's signed notification", body: z.unknown() } },
    async (request) => success(await payments.handleNotification(app.db, app.paymentGateway, request.headers, request.body)),
  );
};
