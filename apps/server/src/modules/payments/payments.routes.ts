/**
 * Payment routes (shopper spec §7): create and verify a payment, and each provider's notification
 * at /payment/notify/{provider}. The notification route keeps the RAW body (a Buffer): real
 * providers sign the exact bytes they send, so nothing may parse and re-serialise it first.
 */
import { text } from '@shop/domain/validation/text';
import { responses } from '@shop/domain/api/envelope';
import {
  cashfreeVerificationData,
  createdPaymentData,
  notificationData,
  paymentMethodsData,
  paymentVerificationData,
} from '@shop/domain/payments/payment.responses';
import { createPaymentBody, verifyCashfreePaymentBody, verifyPaymentBody } from '@shop/domain/payments/payment.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { success } from '../../lib/reply';
import * as payments from './payments.service';
import * as verification from './verification.service';

/** Notifications are small JSON documents; anything larger is refused with 413. */
const NOTIFICATION_BODY_LIMIT = 64 * 1024;
const providerParams = z.object({
  provider: text({ max: 32 }).regex(/^[a-z][a-z0-9-]{0,31}$/, { error: 'Unknown payment provider' }),
});

const notificationRoute: FastifyPluginAsyncZod = async (app) => {
  // Encapsulated: only this route's scope reads bodies as bytes, whatever their content type.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.post(
    '/payment/notify/:provider',
    {
      schema: {
        tags: ['payments'],
        summary: "A payment provider's signed notification (raw body)",
        params: providerParams,
        response: responses(notificationData, [400, 401, 404, 413, 422]),
      },
      bodyLimit: NOTIFICATION_BODY_LIMIT,
    },
    async (request) => {
      if (!Buffer.isBuffer(request.body)) throw new AppError('VALIDATION', 'A notification body is required.');
      return success(
        await payments.handleNotification(app.db, app.payments, request.params.provider, request.headers, request.body),
      );
    },
  );
};

export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/payment/methods',
    {
      schema: {
        tags: ['payments'],
        summary: 'The ways to pay that are configured, with their gateways',
        response: responses(paymentMethodsData, [401]),
      },
      preHandler: app.requireCustomer,
    },
    async () => success({ methods: payments.availableMethods(app.payments) }),
  );

  app.post(
    '/payment/create-phonepe-payment',
    {
      schema: {
        tags: ['payments'],
        summary: "Start paying an order's total",
        body: createPaymentBody,
        response: responses(createdPaymentData, [400, 401, 404, 409, 503]),
      },
      preHandler: app.requireCustomer,
    },
    async (request) =>
      success({
        response: await payments.createPayment(
          app.db,
          app.payments,
          request.customer!,
          request.body.orderId,
          { method: request.body.method, gateway: request.body.gateway },
          app.clock,
        ),
      }),
  );

  app.post(
    '/payment/verify-phonepe-payment',
    {
      schema: {
        tags: ['payments'],
        summary: 'Check and settle a payment (idempotent)',
        body: verifyPaymentBody,
        response: responses(paymentVerificationData, [400, 401, 404, 422, 503]),
      },
      preHandler: app.requireCustomer,
    },
    async (request) => {
      const { response, message } = await verification.verifyPayment(
        app.db,
        app.payments,
        request.customer!,
        request.body.paymentId,
      );
      return success({ response }, message);
    },
  );

  app.post(
    '/payment/verify-cashfree-payment',
    {
      schema: {
        tags: ['payments'],
        summary: 'Check and settle a card payment (idempotent)',
        body: verifyCashfreePaymentBody,
        response: responses(cashfreeVerificationData, [400, 401, 404, 422, 503]),
      },
      preHandler: app.requireCustomer,
    },
    async (request) => {
      const { response, message } = await verification.verifyCashfreePayment(
        app.db,
        app.payments,
        request.customer!,
        request.body.paymentId,
        request.body.gateway_orderId,
      );
      return success({ response }, message);
    },
  );

  await app.register(notificationRoute);
};
