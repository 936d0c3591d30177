/**
 * Contact routes (storefront spec §7 'POST /admin/contact-us'; admin spec §2 'Contact Us
 * Submissions'; issue 30). Declared in contact.contract.ts; thin here. Sending is open to anyone
 * and rate-limited (rate-limit.rules.ts); a filled honeypot (`website`, a field people never
 * see) gets the same answer and nothing is stored or mailed. The staff calls are for any staff
 * member (spec §6 puts contact under no role).
 */
import { contactContract as calls } from '@shop/domain/contact/contact.contract';
import { MARKED_HANDLED, MESSAGE_SENT, REPLY_SENT } from '@shop/domain/contact/contact.rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route';
import { success } from '../../lib/reply';
import * as contact from './contact.service';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = { preHandler: app.requireStaff() };

  contractRoute(app, calls['POST /admin/contact-us'], {}, async (request) => {
    const { website, ...fields } = request.body;
    if (website !== undefined && website.trim() !== '') {
      request.log.info('contact form honeypot filled: nothing stored');
    } else {
      await contact.receiveMessage(app.db, fields, app.clock.now());
    }
    return success({ sent: true as const }, MESSAGE_SENT);
  });

  contractRoute(app, calls['GET /admin/contact-us'], staff, async (request) =>
    success(await contact.listMessagesForStaff(app.db, request.query)),
  );

  contractRoute(app, calls['POST /admin/contact-us/:id/handled'], staff, async (request) =>
    success(
      { contact: await contact.markMessageHandled(app.db, request.staff!, request.params.id, app.clock.now()) },
      MARKED_HANDLED,
    ),
  );

  contractRoute(app, calls['POST /admin/contact-us/:id/reply'], staff, async (request) =>
    success(
      {
        contact: await contact.replyToMessage(
          app.db,
          request.staff!,
          request.params.id,
          request.body.message,
          app.clock.now(),
        ),
      },
      REPLY_SENT,
    ),
  );
};
