/**
 * Bulk enquiry routes (shopper spec §7; admin spec §7; issue 30 quotes). Declared in
 * enquiries.contract.ts; thin here: who may call, call the service, reply. Sending an enquiry is
 * public and rate-limited (plugins/rate-limit.rules.ts); the list, acceptance and PDF are the
 * customer's own; staff of either role answer enquiries (admin spec §6 shows no role check).
 */
import { enquiriesContract as calls } from '@shop/domain/enquiries/enquiries.contract';
import {
  EMAIL_SENT,
  ENQUIRY_SUBMITTED,
  QUOTE_ACCEPTED,
  QUOTE_SENT,
  STATUS_UPDATED,
} from '@shop/domain/enquiries/enquiry.rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route';
import { success } from '../../lib/reply';
import * as quotes from './bulk-quotes.service';
import * as enquiries from './enquiries.service';

export const enquiriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const customer = { preHandler: app.requireCustomer };
  const staff = { preHandler: app.requireStaff() };

  contractRoute(app, calls['POST /bulk-enquiry/bulk-order-request'], {}, async (request, reply) => {
    const session = await app.readSession(request, 'customer');
    const enquiry = await enquiries.submitEnquiry(app.db, request.body, session, app.clock.now());
    return reply.code(201).send(success({ enquiry }, ENQUIRY_SUBMITTED));
  });

  contractRoute(app, calls['POST /bulk-enquiry/user-list'], customer, async (request) =>
    success({ enquiries: await enquiries.myEnquiries(app.db, request.customer!, app.clock.now()) }),
  );

  contractRoute(app, calls['POST /bulk-enquiry/quote/:id/accept'], customer, async (request) =>
    success(await quotes.acceptQuote(app.db, request.customer!, request.params.id, app.clock.now()), QUOTE_ACCEPTED),
  );

  contractRoute(app, calls['GET /bulk-enquiry/quote/:id/pdf'], customer, async (request, reply) => {
    const file = await quotes.quotePdf(app.db, request.customer!, request.params.id, app.clock.now());
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(file.pdf);
  });

  contractRoute(app, calls['POST /bulk-enquiry/list'], staff, async (request) =>
    success(await enquiries.listForStaff(app.db, request.body, app.clock.now())),
  );

  contractRoute(app, calls['POST /bulk-enquiry/:id/update'], staff, async (request) =>
    success(
      {
        enquiry: await enquiries.updateStatus(app.db, request.staff!, request.params.id, request.body, app.clock.now()),
      },
      STATUS_UPDATED,
    ),
  );

  contractRoute(app, calls['POST /bulk-enquiry/:id/send-email'], staff, async (request) =>
    success(
      {
        enquiry: await enquiries.sendEmail(
          app.db,
          request.staff!,
          request.params.id,
          request.body.message,
          app.clock.now(),
        ),
      },
      EMAIL_SENT,
    ),
  );

  contractRoute(app, calls['POST /bulk-enquiry/:id/quote'], staff, async (request, reply) => {
    const enquiry = await quotes.createQuote(app.db, request.staff!, request.params.id, request.body, app.clock.now());
    return reply.code(201).send(success({ enquiry }, QUOTE_SENT));
  });

  contractRoute(app, calls['POST /bulk-enquiry/quote/:id/withdraw'], staff, async (request) =>
    success(
      { enquiry: await quotes.withdrawQuote(app.db, request.staff!, request.params.id, app.clock.now()) },
      'Quote withdrawn',
    ),
  );
};
