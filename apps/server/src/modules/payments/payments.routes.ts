/**
 * Payment routes (shopper spec §7): create and verify a payment, and each provider's notification
 * at /payment/notify/{provider}. Declared in payments.contract.ts. The notification route keeps
 * the RAW body (a Buffer): real providers sign the exact bytes they send, so nothing may parse
 * and re-serialise it first.
 */
import { paymentsContract as calls } from '@shop/domain/payments/payments.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { contractRoute } from '../../lib/contract-route';
import { success } from '../../lib/reply';
import * as payments from './payments.service';
import * as verification from './verification.service';

/** Notifications are small JSON documents; anything larger is refused with 413. */
const NOTIFICATION_BODY_LIMIT = 64 * 1024;

const notificationRoute: FastifyPluginAsyncZod = async (app) => {
  // Encapsulated: only this route's scope reads bodies as bytes, whatever their content type.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  contractRoute(
    app,
    calls['POST /payment/notify/:provider'],
    { bodyLimit: NOTIFICATION_BODY_LIMIT },
    async (request) => {
      if (!Buffer.isBuffer(request.body)) throw new AppError('VALIDATION', 'A notification body is required.');
      return success(
        await payments.handleNotification(app.db, app.payments, request.params.provider, request.headers, request.body),
      );
    },
  );
};

export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const customer = { preHandler: app.requireCustomer };

  contractRoute(app, calls['GET /payment/methods'], customer, async () =>
    success({ methods: payments.availableMethods(app.payments) }),
  );

  contractRoute(app, calls['POST /payment/create-phonepe-payment'], customer, async (request) =>
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

  contractRoute(app, calls['POST /payment/verify-phonepe-payment'], customer, async (request) => {
    const { response, message } = await verification.verifyPayment(
      app.db,
      app.payments,
      request.customer!,
      request.body.paymentId,
    );
    return success({ response }, message);
  });

  contractRoute(app, calls['POST /payment/verify-cashfree-payment'], customer, async (request) => {
    const { response, message } = await verification.verifyCashfreePayment(
      app.db,
      app.payments,
      request.customer!,
      request.body.paymentId,
      request.body.gateway_orderId,
    );
    return success({ response }, message);
  });

  await app.register(notificationRoute);
};
