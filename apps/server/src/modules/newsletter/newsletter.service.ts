/**
 * The newsletter (storefront spec §2 Footer; issue 30), double opt-in:
 * - `subscribe`: a new or unsubscribed address waits (`pending`) for the mailed link; asking again
 *   while pending mails the link again; a confirmed address gets nothing. The caller answers the
 *   same whatever happened (NEWSLETTER_CHECK_INBOX), so the form tells a stranger nothing.
 * - `confirm`: the link's token names the subscriber; a pending one older than
 *   NEWSLETTER_CONFIRM_DAYS, or one unsubscribed since, is refused.
 * - `unsubscribe`: the token names the address; works any number of times.
 * Tokens are signed (lib/link-tokens.ts); nothing about them is stored. Errors: UNPROCESSABLE
 * NEWSLETTER_LINK_INVALID for a bad, forged, expired or spent link.
 */
import { NEWSLETTER_CONFIRM_DAYS, NEWSLETTER_LINK_INVALID } from '@shop/domain/newsletter/newsletter.schemas';
import type { NewsletterStatusData } from '@shop/domain/newsletter/newsletter.responses';
import { spreadsheetSafe } from '@shop/domain/inventory/catalogue.csv';
import { stringify } from 'csv-stringify/sync';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { linkToken, linkTokenSubject } from '../../lib/link-tokens';
import { enqueueMail, NEWSLETTER_CONFIRM_MAIL, NEWSLETTER_WELCOME_MAIL } from '../mail/mail.service';
import * as repo from './newsletter.repository';

const DAY_MS = 86_400_000;
const CONFIRM = 'newsletter-confirm';
const UNSUBSCRIBE = 'newsletter-unsubscribe';

const statusOf = (row: repo.SubscriberRow): NewsletterStatusData => ({ email: row.email, status: row.status });

/**
 * POST /newsletter/subscribe: `email` (lower-cased by the schema) asks for the newsletter at
 * `now`; the confirmation mail is queued in the same transaction. Returns nothing on purpose.
 */
export async function subscribe(db: Db, secret: string, email: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    let { row } = await repo.lockOrCreate(tx, email, now);
    if (row.status === 'confirmed') return;
    // A repeated ask (or a return after unsubscribing) starts the confirmation days again.
    if (row.createdAt.getTime() !== now.getTime())
      row = await repo.update(tx, row.id, { status: 'pending', createdAt: now, unsubscribedAt: null });
    await enqueueMail(tx, {
      template: NEWSLETTER_CONFIRM_MAIL,
      to: row.email,
      data: {
        confirmToken: linkToken(secret, CONFIRM, row.id),
        unsubscribeToken: linkToken(secret, UNSUBSCRIBE, row.email),
        validDays: NEWSLETTER_CONFIRM_DAYS,
      },
      key: `newsletter-confirm:${row.id}:${now.getTime()}`,
    });
  });
}

/** POST /newsletter/confirm: the pending subscription the token names becomes confirmed (a confirmed one is answered as it is), with a welcome mail. */
export async function confirm(db: Db, secret: string, token: string, now: Date): Promise<NewsletterStatusData> {
  const id = linkTokenSubject(secret, CONFIRM, token);
  if (!id) throw new AppError('UNPROCESSABLE', NEWSLETTER_LINK_INVALID);
  return db.transaction(async (tx) => {
    let row = await repo.lockById(tx, id);
    if (!row || row.status === 'unsubscribed') throw new AppError('UNPROCESSABLE', NEWSLETTER_LINK_INVALID);
    if (row.status === 'pending') {
      if (row.createdAt.getTime() < now.getTime() - NEWSLETTER_CONFIRM_DAYS * DAY_MS)
        throw new AppError('UNPROCESSABLE', NEWSLETTER_LINK_INVALID);
      row = await repo.update(tx, id, { status: 'confirmed', confirmedAt: now });
      await enqueueMail(tx, {
        template: NEWSLETTER_WELCOME_MAIL,
        to: row.email,
        data: { unsubscribeToken: linkToken(secret, UNSUBSCRIBE, row.email) },
        key: `newsletter-welcome:${row.id}:${now.getTime()}`,
      });
    }
    return statusOf(row);
  });
}

/** POST /newsletter/unsubscribe (and its one-click twin): the address the token names gets no more newsletter mail. */
export async function unsubscribe(db: Db, secret: string, token: string, now: Date): Promise<NewsletterStatusData> {
  const email = linkTokenSubject(secret, UNSUBSCRIBE, token);
  if (!email) throw new AppError('UNPROCESSABLE', NEWSLETTER_LINK_INVALID);
  return db.transaction(async (tx) => {
    const row = await repo.lockByEmail(tx, email);
    if (!row || row.status === 'unsubscribed') return { email, status: 'unsubscribed' as const };
    return statusOf(await repo.update(tx, row.id, { status: 'unsubscribed', unsubscribedAt: now }));
  });
}

/** GET /admin/newsletter/export.csv: `email,confirmed_at` of every confirmed subscriber, spreadsheet-safe. */
export async function confirmedCsv(db: DbOrTx): Promise<string> {
  const rows = await repo.confirmed(db);
  return stringify(
    rows.map((row) => [spreadsheetSafe(row.email), row.confirmedAt?.toISOString() ?? '']),
    { header: true, columns: ['email', 'confirmed_at'] },
  );
}

/**
 * For the customer's data copy (flows/customer-data-export.flow.ts): the newsletter subscription
 * of `email`, or null when the address never asked.
 */
export async function newsletterOf(
  db: DbOrTx,
  email: string,
): Promise<{ email: string; status: string; created_at: string; confirmed_at: string | null } | null> {
  const row = await repo.byEmail(db, email.toLowerCase());
  return row
    ? {
        email: row.email,
        status: row.status,
        created_at: row.createdAt.toISOString(),
        confirmed_at: row.confirmedAt?.toISOString() ?? null,
      }
    : null;
}

/** Account erasure (flows/erase-customer.flow.ts): deletes the subscription of `email`, in the caller's transaction. */
export function eraseNewsletterOf(tx: DbOrTx, email: string): Promise<void> {
  return repo.deleteByEmail(tx, email.toLowerCase());
}
