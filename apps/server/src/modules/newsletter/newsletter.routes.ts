/**
 * Newsletter routes (issue 30): sign up (a stranger's call, rate-limited in
 * plugins/rate-limit.rules.ts), confirm and unsubscribe from a mail's link (also as the mail
 * header's one-click form POST), and the SuperAdmin's CSV of confirmed subscribers. Declared in
 * newsletter.contract.ts.
 */
import formbody from '@fastify/formbody';
import { newsletterContract as calls } from '@shop/domain/newsletter/newsletter.contract';
import { NEWSLETTER_CHECK_INBOX } from '@shop/domain/newsletter/newsletter.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route';
import { success } from '../../lib/reply';
import * as newsletter from './newsletter.service';

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = app.config.sessionSecret;
  // Only this plugin's routes parse forms, and only the one-click route accepts one (api-request-guard).
  await app.register(formbody, { bodyLimit: 1024 });

  contractRoute(app, calls['POST /newsletter/subscribe'], {}, async (request, reply) => {
    await newsletter.subscribe(app.db, secret, request.body.email, app.clock.now());
    reply.status(202);
    return success({}, NEWSLETTER_CHECK_INBOX);
  });

  contractRoute(app, calls['POST /newsletter/confirm'], {}, async (request) =>
    success(await newsletter.confirm(app.db, secret, request.body.token, app.clock.now()), 'Subscription confirmed'),
  );

  contractRoute(app, calls['POST /newsletter/unsubscribe'], {}, async (request) =>
    success(await newsletter.unsubscribe(app.db, secret, request.body.token, app.clock.now()), 'Unsubscribed'),
  );

  contractRoute(
    app,
    calls['POST /newsletter/unsubscribe/one-click'],
    { config: { formUrlEncoded: true } },
    async (request) =>
      success(await newsletter.unsubscribe(app.db, secret, request.query.token, app.clock.now()), 'Unsubscribed'),
  );

  contractRoute(
    app,
    calls['GET /admin/newsletter/export.csv'],
    { preHandler: app.requireStaff(['SuperAdmin']) },
    async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="newsletter-subscribers.csv"')
        .send(await newsletter.confirmedCsv(app.db)),
  );
};
