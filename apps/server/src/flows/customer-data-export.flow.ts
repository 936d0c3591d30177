/**
 * The copy of a customer's data (issue 29 "Your data"; DPDP Act 2023 s.11): the job that builds
 * the JSON file from every module that keeps something of theirs (profile, addresses, orders,
 * tickets, returns, reviews, back-in-stock alerts, bulk enquiries and their quotes, contact messages, the newsletter subscription), stores it on the export and mails the link.
 * A job may run twice (decision 011): building again gives the same file and the mail's key
 * keeps it to one.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DATA_EXPORT_LINK_HOURS } from '@shop/domain/privacy/privacy.schemas';
import { idText, text } from '@shop/domain/validation/text.schemas';
import type { DbOrTx } from '../db/client';
import { customerSubject, profileForExport } from '../modules/accounts/accounts.service';
import { listAddresses } from '../modules/addresses/addresses.service';
import { enquiriesOfCustomer } from '../modules/enquiries/enquiries.service';
import { messagesFromForExport } from '../modules/contact/contact.service';
import { parseJobPayload } from '../modules/jobs/jobs.service';
import { newsletterOf } from '../modules/newsletter/newsletter.service';
import { DATA_EXPORT_READY_MAIL, enqueueMail } from '../modules/mail/mail.service';
import { myOrders } from '../modules/orders/orders.service';
import { DATA_EXPORT_JOB, exportToBuild, storeDataExport } from '../modules/privacy/privacy.service';
import { listReturns } from '../modules/returns/returns.service';
import { reviewsForExport } from '../modules/reviews/reviews.service';
import { myAlerts } from '../modules/stock-alerts/stock-alerts.service';
import { myTickets } from '../modules/support/support.service';

/** Return requests one file lists (a customer has far fewer). */
const MAX_RETURNS = 1000;

/** Everything the shop keeps of customer `userId`, as one JSON-ready object; undefined when the account is gone. */
export async function customerDataOf(db: DbOrTx, userId: string, now: Date) {
  const subject = await customerSubject(db, userId);
  if (!subject) return undefined;
  const customer = { ...subject, sid: '' };
  const [profile, addresses, orders, tickets, returns, reviews, alerts, enquiries] = await Promise.all([
    profileForExport(db, userId),
    listAddresses(db, userId),
    myOrders(db, customer),
    myTickets(db, customer, now),
    listReturns(db, { customer }, { pageNum: 1, pageSize: MAX_RETURNS, filters: {} }),
    reviewsForExport(db, userId),
    myAlerts(db, userId),
    enquiriesOfCustomer(db, userId, subject.email, now),
  ]);
  const [contactMessages, newsletter] = await Promise.all([
    messagesFromForExport(db, profile.email),
    newsletterOf(db, profile.email),
  ]);
  return {
    about:
      'Everything MakerShop keeps about you, as of the time below (Digital Personal Data Protection Act, 2023, s.11).',
    generated_at: now.toISOString(),
    profile,
    addresses,
    orders,
    support_tickets: tickets,
    return_requests: returns.returnRequestList,
    reviews,
    back_in_stock_alerts: alerts,
    bulk_enquiries: enquiries,
    contact_messages: contactMessages,
    newsletter,
  };
}

const payloadSchema = z.strictObject({ exportId: idText(), token: text({ max: 100 }) });

/** Registers the export job's handler on `runner` (app.jobs): build, store, mail the link. */
export function registerDataExportJob(app: FastifyInstance, runner: FastifyInstance['jobs'] = app.jobs): void {
  runner.register(DATA_EXPORT_JOB, async (payload, ctx) => {
    const { exportId, token } = parseJobPayload(payloadSchema, payload);
    const row = await exportToBuild(app.db, exportId);
    if (!row) return ctx.log.info({ exportId }, 'data export gone (account erased) before it was built');
    const now = app.clock.now();
    const data = await customerDataOf(app.db, row.userId, now);
    if (!data) return;
    await app.db.transaction(async (tx) => {
      await storeDataExport(tx, exportId, data, now);
      await enqueueMail(tx, {
        template: DATA_EXPORT_READY_MAIL,
        to: data.profile.email,
        data: { customerName: data.profile.name, token, validHours: DATA_EXPORT_LINK_HOURS },
        key: `data-export-ready:${exportId}`,
      });
    });
  });
}
