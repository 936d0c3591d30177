/** Payment routes (shopper spec §7): create and verify a payment, and the provider's notification. */
import { responses } from '@shop/domain/api/envelope';
import { createdPaymentData, notificationData, paymentVerificationData } from '@shop/domain/payments/payment.responses';
import { createPaymentBody, verifyPaymentBody } from '@shop/domain/payments/payment.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { success } from '../../lib/reply';
import * as payments from './payments.service';

export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/payment/create-phonepe-payment',
    { schema: { tags: ['payments'], summary: "Start paying an order's total", body: createPaymentBody, response: responses(createdPaymentData, [400, 401, 404, 409]) }, preHandler: app.requireCustomer },
    async (request) => success({ response: await payments.createPayment(app.db, app.paymentGateway, request.customer!, request.body.orderId) }),
  );

  app.post(
    '/payment/verify-phonepe-payment',
    { schema: { tags: ['payments'], summary: 'Check and settle a payment (idempotent)', body: verifyPaymentBody, response: responses(paymentVerificationData, [400, 401, 404, 422]) }, preHandler: app.requireCustomer },
    async (request) => {
      const { response, message } = await payments.verifyPayment(app.db, app.paymentGateway, request.customer!, request.body.paymentId);
      return success({ response }, message);
    },
  );

  app.post(
    '/payment/notify',
    { schema: { tags: ['payments'], summary: "The payment provider's signed notification", body: z.unknown(), response: responses(notificationData, [400, 401, 404, 422]) } },
    async (request) => success(await payments.handleNotification(app.db, app.paymentGateway, request.headers, request.body)),
  );
};
