/**
 * Privacy routes (issue 29 "Your data", DPDP Act 2023): a copy of my data (asked for, then
 * downloaded from the mailed link) and Delete my account. Declared in privacy.contract.ts; each is
 * the signed-in customer's own, and rate-limited per customer (plugins/rate-limit.rules.ts).
 */
import { privacyContract as calls } from '@shop/domain/privacy/privacy.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eraseCustomer } from '../../flows/erase-customer.flow';
import { contractRoute } from '../../lib/contract-route';
import { success } from '../../lib/reply';
import * as privacy from './privacy.service';

export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  const customer = { preHandler: app.requireCustomer };
  const secret = app.config.sessionSecret;

  contractRoute(app, calls['POST /user/privacy/export'], customer, async (request, reply) => {
    const me = request.customer!;
    const requested = await privacy.requestDataExport(app.db, secret, me.id, app.clock.now());
    reply.status(202);
    return success(
      { export: requested },
      `We are preparing your data. A download link will reach ${me.email} shortly.`,
    );
  });

  contractRoute(app, calls['GET /user/privacy/export/download'], customer, async (request, reply) => {
    const file = await privacy.downloadDataExport(
      app.db,
      secret,
      request.customer!.id,
      request.query.token,
      app.clock.now(),
    );
    return reply
      .type('application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(file.body);
  });

  contractRoute(app, calls['POST /user/privacy/delete'], customer, async (request, reply) => {
    await eraseCustomer(app.db, request.customer!, request.body.password, app.clock.now());
    await app.endSession(request, reply, 'customer');
    return success({}, 'Your account was deleted. We are sorry to see you go.');
  });
};
