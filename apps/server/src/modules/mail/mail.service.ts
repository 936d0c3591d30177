/**
 * Mail (DESIGN.md "Providers": mail). `enqueueMail` queues a 'mail.send' job inside the caller's
 * transaction, so a message goes out if and only if the change it reports commits; the job
 * renders the template with the current store settings and hands it to `app.mailer`. Every
 * message has an HTML and a plain-text part and the shop's name and support contact.
 */
import { text } from '@shop/domain/validation/text.schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { countMail } from '../../lib/shop-metrics';
import type { MailAttachment } from '../../providers/mail/mail-transport.contract';
import { enqueueJob, parseJobPayload, type EnqueueJob } from '../jobs/jobs.service';
import { getSettings } from '../settings/settings.service';
import { MAIL_TEMPLATE_NAMES, MAIL_TEMPLATES, type MailData, type MailTemplateName } from './templates/templates.mail';

export { ORDER_CANCELLED_MAIL } from './templates/order-cancelled.mail';
export { RETURN_UPDATE_MAIL } from './templates/return-updates.mail';
export { ORDER_HOLD_EXPIRED_MAIL } from './templates/order-hold-expired.mail';
export { ORDER_PLACED_MAIL } from './templates/order-placed.mail';
export { PAYMENT_FAILED_MAIL } from './templates/payment-failed.mail';
export { PAYMENT_RECEIVED_MAIL } from './templates/payment-received.mail';
export { REFUND_ISSUED_MAIL } from './templates/refund-issued.mail';
export {
  SHIPMENT_DELIVERED_MAIL,
  SHIPMENT_OUT_FOR_DELIVERY_MAIL,
  SHIPMENT_SHIPPED_MAIL,
} from './templates/shipment-updates.mail';
export { TICKET_ACKNOWLEDGED_MAIL, TICKET_REPLY_MAIL } from './templates/support-tickets.mail';
export { PASSWORD_CHANGED_MAIL, PASSWORD_RESET_OTP_MAIL } from './templates/password-reset.mail';
export { BACK_IN_STOCK_MAIL, STOCK_ALERT_CONFIRM_MAIL } from './templates/stock-alerts.mail';
export { ACCOUNT_DELETED_MAIL, DATA_EXPORT_READY_MAIL } from './templates/privacy.mail';
export {
  BULK_QUOTE_MAIL,
  ENQUIRY_CONFIRMATION_MAIL,
  ENQUIRY_MESSAGE_MAIL,
  ENQUIRY_RECEIVED_MAIL,
} from './templates/bulk-enquiries.mail';
export { CONTACT_INBOX_MAIL, CONTACT_RECEIVED_MAIL, CONTACT_REPLY_MAIL } from './templates/contact.mail';
export { NEWSLETTER_CONFIRM_MAIL, NEWSLETTER_WELCOME_MAIL } from './templates/newsletter.mail';
export type { MailTemplateName } from './templates/templates.mail';

export const MAIL_SEND_JOB = 'mail.send';

export interface MailRequest<T extends MailTemplateName> {
  template: T;
  to: string;
  data: MailData<T>;
  /** De-duplicates, e.g. `order-placed:<order id>`: the same key is not queued twice while unsent. */
  key?: string;
}

const mailPayload = z.object({
  template: z.enum(MAIL_TEMPLATE_NAMES),
  to: z.email(),
  data: z.record(text({ max: 100 }), z.unknown()),
});

/** Queues a message in the caller's transaction (pass the Tx). */
export async function enqueueMail<T extends MailTemplateName>(db: DbOrTx, mail: MailRequest<T>): Promise<void> {
  await enqueueJob(db, mailJob(mail));
}

/** The 'mail.send' job enqueueMail queues, for a caller that enqueues it with others (jobs.service enqueueJobs). */
export function mailJob<T extends MailTemplateName>(mail: MailRequest<T>): EnqueueJob {
  return {
    name: MAIL_SEND_JOB,
    payload: { template: mail.template, to: mail.to, data: mail.data as Record<string, unknown> },
    key: mail.key ? `mail:${mail.key}` : undefined,
  };
}

/**
 * Builds the files a template's message carries from its data, when the message is sent (a bulk
 * quote's PDF: enquiries' quotePdfAttachment). Throws to retry the job, like a refused send.
 */
export type MailAttachmentBuilder = (data: Record<string, unknown>) => Promise<MailAttachment[]>;

/**
 * Registers the 'mail.send' handler on app.jobs: render, attach what `attachmentsFor` builds for
 * the template (app.ts wires the modules' builders), then send through app.mailer, counting each
 * send sent or failed by template (shop_mails_total, lib/shop-metrics.ts).
 */
export function registerMailJobs(
  app: FastifyInstance,
  attachmentsFor: Partial<Record<MailTemplateName, MailAttachmentBuilder>> = {},
): void {
  const host = new URL(app.config.publicUrl).hostname;
  app.jobs.register(MAIL_SEND_JOB, async (payload, ctx) => {
    const { template: name, to, data } = parseJobPayload(mailPayload, payload);
    const template = MAIL_TEMPLATES[name];
    const shop = await getSettings(app.db);
    // The template's schema matches its render function; TypeScript cannot follow the lookup by name.
    const rendered = template.render(parseJobPayload(template.data, data) as never, {
      shop,
      publicUrl: app.config.publicUrl,
    });
    const attachments = (await attachmentsFor[name]?.(data)) ?? [];
    try {
      await app.mailer.send({
        messageId: `<${ctx.jobId}@${host}>`,
        from: { name: shop.shopName, address: app.config.env.MAIL_FROM ?? shop.supportEmail },
        to,
        ...rendered,
        ...(attachments.length > 0 && { attachments }),
      });
    } catch (error) {
      countMail(name, 'failed');
      throw error;
    }
    countMail(name, 'sent');
  });
}
