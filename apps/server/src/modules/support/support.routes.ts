/**
 * Support ticket routes, the spec's complaint calls (shopper spec §7 'POST /complaint/create';
 * admin spec §7 complaint calls; docs/decisions/053). Declared in support.contract.ts; thin here:
 * who may call, call the service, reply. Customers reach only their own tickets; staff of either
 * role answer them (admin spec §6 puts complaints under no role, so both). Opening and replying
 * are rate-limited per customer.
 */
import { supportContract as calls } from '@shop/domain/support/support.contract';
import { COMPLAINT_SUBMITTED, COMPLAINT_UPDATED, EMAIL_SENT, REPLY_SENT } from '@shop/domain/support/ticket.rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route';
import { success } from '../../lib/reply';
import * as support from './support.service';

export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  const customer = { preHandler: app.requireCustomer };
  const staff = { preHandler: app.requireStaff() };

  contractRoute(app, calls['POST /complaint/create'], customer, async (request, reply) => {
    const complaint = await support.createTicket(app.db, request.customer!, request.body, app.clock.now());
    return reply.code(201).send(success({ complaint }, COMPLAINT_SUBMITTED));
  });

  contractRoute(app, calls['GET /complaint/my'], customer, async (request) =>
    success({ complaints: await support.myTickets(app.db, request.customer!, app.clock.now()) }),
  );

  contractRoute(app, calls['POST /complaint/:id/reply'], customer, async (request) =>
    success(
      {
        complaint: await support.replyAsCustomer(
          app.db,
          request.customer!,
          request.params.id,
          request.body.message,
          app.clock.now(),
        ),
      },
      REPLY_SENT,
    ),
  );

  contractRoute(app, calls['GET /complaint/admin/all'], staff, async (request) =>
    success(await support.listTicketsForStaff(app.db, request.query, app.clock.now())),
  );

  contractRoute(app, calls['PUT /complaint/admin/update/:id'], staff, async (request) =>
    success(
      {
        complaint: await support.updateTicketStatus(
          app.db,
          request.staff!,
          request.params.id,
          request.body,
          app.clock.now(),
        ),
      },
      COMPLAINT_UPDATED,
    ),
  );

  contractRoute(app, calls['POST /complaint/admin/send-email/:id'], staff, async (request) =>
    success(
      {
        complaint: await support.sendStaffEmail(
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
};
