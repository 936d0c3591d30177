/**
 * Support ticket routes, the spec's complaint calls (shopper spec §7 'POST /complaint/create';
 * admin spec §7 complaint calls; docs/decisions/053). Thin: validate, call the service, reply.
 * Customers reach only their own tickets; staff of either role answer them (admin spec §6 puts
 * complaints under no role, so both). Opening and replying are rate-limited per customer.
 */
import { responses } from '@shop/domain/api/envelope';
import { COMPLAINT_SUBMITTED, COMPLAINT_UPDATED, EMAIL_SENT, REPLY_SENT } from '@shop/domain/support/ticket-rules';
import { complaintData, complaintListData, myComplaintsData } from '@shop/domain/support/ticket.responses';
import {
  complaintListQuery,
  createComplaintBody,
  ticketMessageBody,
  updateComplaintBody,
} from '@shop/domain/support/ticket.schemas';
import { idParams } from '@shop/domain/validation/params';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/reply';
import * as support from './support.service';

export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/complaint/create',
    {
      schema: {
        tags: ['support'],
        summary: 'Opens a support ticket for the signed-in customer and mails its acknowledgement',
        body: createComplaintBody,
        response: responses(complaintData, [400, 401, 404, 413, 429], 201),
      },
      preHandler: app.requireCustomer,
    },
    async (request, reply) => {
      const complaint = await support.createTicket(app.db, request.customer!, request.body, app.clock.now());
      return reply.code(201).send(success({ complaint }, COMPLAINT_SUBMITTED));
    },
  );

  app.get(
    '/complaint/my',
    {
      schema: {
        tags: ['support'],
        summary: "The signed-in customer's tickets, newest first, with their conversations",
        response: responses(myComplaintsData, [401]),
      },
      preHandler: app.requireCustomer,
    },
    async (request) => success({ complaints: await support.myTickets(app.db, request.customer!, app.clock.now()) }),
  );

  app.post(
    '/complaint/:id/reply',
    {
      schema: {
        tags: ['support'],
        summary: "Adds the customer's reply to their own ticket (a Resolved or Closed one reopens)",
        params: idParams,
        body: ticketMessageBody,
        response: responses(complaintData, [400, 401, 404, 413, 429]),
      },
      preHandler: app.requireCustomer,
    },
    async (request) =>
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

  app.get(
    '/complaint/admin/all',
    {
      schema: {
        tags: ['support', 'admin'],
        summary: 'Tickets for staff: overdue first, then newest (?status=, ?page=)',
        querystring: complaintListQuery,
        response: responses(complaintListData, [400, 401, 403]),
      },
      preHandler: app.requireStaff(),
    },
    async (request) => success(await support.listTicketsForStaff(app.db, request.query, app.clock.now())),
  );

  app.put(
    '/complaint/admin/update/:id',
    {
      schema: {
        tags: ['support', 'admin'],
        summary:
          "Changes a ticket's status (only the steps the ticket table allows) with an optional response mailed to the customer",
        params: idParams,
        body: updateComplaintBody,
        response: responses(complaintData, [400, 401, 403, 404, 409]),
      },
      preHandler: app.requireStaff(),
    },
    async (request) =>
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

  app.post(
    '/complaint/admin/send-email/:id',
    {
      schema: {
        tags: ['support', 'admin'],
        summary: "Mails the customer staff's message and keeps it on the ticket's conversation",
        params: idParams,
        body: ticketMessageBody,
        response: responses(complaintData, [400, 401, 403, 404]),
      },
      preHandler: app.requireStaff(),
    },
    async (request) =>
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
