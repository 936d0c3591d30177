/**
 * Back-in-stock alert routes (issue 29): ask (signed in or a guest), confirm and unsubscribe from
 * a mail's link (also as the mail header's one-click form POST), the customer's own alerts, and
 * staff's waiting counts. Declared in stock-alerts.contract.ts; the strangers' calls are
 * rate-limited (plugins/rate-limit.rules.ts).
 */
import formbody from '@fastify/formbody';
import { stockAlertsContract as calls } from '@shop/domain/stock-alerts/stock-alerts.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route';
import { success } from '../../lib/reply';
import { alertSetupOf } from './stock-alerts.jobs';
import * as alerts from './stock-alerts.service';

export const stockAlertsRoutes: FastifyPluginAsyncZod = async (app) => {
  const setup = alertSetupOf(app);
  const customer = { preHandler: app.requireCustomer };
  // Only this plugin's routes parse forms, and only the one-click route accepts one (api-request-guard).
  await app.register(formbody, { bodyLimit: 1024 });

  contractRoute(app, calls['POST /stock-alerts'], {}, async (request, reply) => {
    const session = await app.readSession(request, 'customer');
    const alert = await alerts.requestAlert(app.db, setup, request.body, session, app.clock.now());
    reply.status(201);
    return success(
      { alert },
      alert.status === 'pending'
        ? `Check ${alert.email}: confirm the alert with the link we sent.`
        : `We will e-mail ${alert.email} when it is back in stock.`,
    );
  });

  contractRoute(app, calls['POST /stock-alerts/confirm'], {}, async (request) =>
    success(
      { alert: await alerts.confirmAlert(app.db, setup, request.body.token, app.clock.now()) },
      'Alert confirmed',
    ),
  );

  contractRoute(app, calls['POST /stock-alerts/unsubscribe'], {}, async (request) =>
    success(await alerts.unsubscribe(app.db, setup, request.body.token, app.clock.now()), 'Unsubscribed'),
  );

  contractRoute(
    app,
    calls['POST /stock-alerts/unsubscribe/one-click'],
    { config: { formUrlEncoded: true } },
    async (request) =>
      success(await alerts.unsubscribe(app.db, setup, request.query.token, app.clock.now()), 'Unsubscribed'),
  );

  contractRoute(app, calls['GET /stock-alerts/mine'], customer, async (request) =>
    success({ alerts: await alerts.myAlerts(app.db, request.customer!.id) }),
  );

  contractRoute(app, calls['POST /stock-alerts/:id/cancel'], customer, async (request) =>
    success(
      { alert: await alerts.cancelMyAlert(app.db, request.customer!.id, request.params.id, app.clock.now()) },
      'Alert stopped',
    ),
  );

  contractRoute(app, calls['POST /admin/stock-alerts/waiting'], { preHandler: app.requireStaff() }, async (request) =>
    success({ waiting: await alerts.waitingCounts(app.db, request.body.productIds) }),
  );
};
