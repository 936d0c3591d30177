/**
 * Back-in-stock alerts (issue 29 "Back-in-stock alerts"): "Notify me when it's back" on an
 * out-of-stock product.
 *
 * - A signed-in customer's alert goes to their account's e-mail and waits at once (`active`).
 * - A guest's waits for the link mailed to the address (`pending`, ALERT_CONFIRM_DAYS); asking
 *   again sends the link again. One open alert a product and address; at most
 *   MAX_OPEN_ALERTS_PER_EMAIL open ones an address (a stranger cannot flood someone's inbox).
 * - The sweep (stock-alerts.jobs.ts) finds active alerts whose product can be bought again,
 *   however the stock came back (an edit, Quick Stock, the CSV import, a received return), marks
 *   each `notified` and queues its one mail, in one transaction.
 * - Every mail carries a link that stops every open alert of its address (`unsubscribed`).
 * Errors: NOT_FOUND 'Product not found'; CONFLICT ALERT_IN_STOCK or TOO_MANY_ALERTS; VALIDATION
 * ENTER_EMAIL for a guest without an address; UNPROCESSABLE ALERT_LINK_INVALID for a bad,
 * expired or spent link.
 */
import {
  ALERT_CONFIRM_DAYS,
  ALERT_IN_STOCK,
  ALERT_LINK_INVALID,
  MAX_OPEN_ALERTS_PER_EMAIL,
  TOO_MANY_ALERTS,
  type StockAlertBody,
} from '@shop/domain/stock-alerts/stock-alerts.schemas';
import { ENTER_EMAIL } from '@shop/domain/accounts/password-reset.schemas';
import type { StockAlert } from '@shop/domain/stock-alerts/stock-alerts.responses';
import type { CustomerAlert } from '@shop/domain/accounts/customers.responses';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { PRODUCT_NOT_FOUND, productNameOf, stockFactsOf } from '../catalog/catalog.service';
import { BACK_IN_STOCK_MAIL, enqueueMail, STOCK_ALERT_CONFIRM_MAIL } from '../mail/mail.service';
import type { CustomerSession } from '../sessions/sessions.service';
import { alertToken, alertTokenSubject } from './stock-alert-tokens';
import { enqueueAlertSweep } from './stock-alert-sweep';
import * as repo from './stock-alerts.repository';

const DAY_MS = 24 * 3600_000;
/** Alerts one customer's list shows. */
const MY_ALERTS_LIMIT = 100;
/** Products one sweep looks at, and alerts it mails per product and round. */
const SWEEP_PRODUCTS = 500;
const SWEEP_BATCH = 500;

/** What the alert calls need besides the database: the secret the links are signed with, and the sweep's period in ms. */
export interface AlertSetup {
  secret: string;
  sweepEveryMs: number;
}

function toApiAlert(row: repo.StockAlertRow, productName: string): StockAlert {
  return {
    _id: row.id,
    product_id: row.productId,
    product_name: productName,
    email: row.email,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    notified_at: row.notifiedAt?.toISOString() ?? null,
  };
}

async function queueConfirmMail(tx: DbOrTx, setup: AlertSetup, row: repo.StockAlertRow, productName: string) {
  await enqueueMail(tx, {
    template: STOCK_ALERT_CONFIRM_MAIL,
    to: row.email,
    data: {
      productId: row.productId,
      productName,
      confirmToken: alertToken(setup.secret, 'confirm', row.id),
      unsubscribeToken: alertToken(setup.secret, 'unsubscribe', row.email),
      validDays: ALERT_CONFIRM_DAYS,
    },
    key: `stock-alert-confirm:${row.id}`,
  });
}

/**
 * POST /stock-alerts: the alert `customer` (or, signed out, `body.email`) asks for on
 * `body.productId`, which must be out of stock. Answers the alert as it now stands: `active` for
 * a customer, `pending` (its link mailed) for a guest; asking again changes nothing but resends a
 * guest's link, and a customer's ask activates a guest alert of the same address.
 */
export async function requestAlert(
  db: Db,
  setup: AlertSetup,
  body: StockAlertBody,
  customer: CustomerSession | undefined,
  now: Date,
): Promise<StockAlert> {
  const email = customer ? customer.email.toLowerCase() : body.email;
  if (!email) throw new AppError('VALIDATION', ENTER_EMAIL, [{ path: 'email', message: ENTER_EMAIL }]);
  return db.transaction(async (tx) => {
    const product = (await stockFactsOf(tx, [body.productId])).get(body.productId);
    if (!product) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
    if (product.buyable) throw new AppError('CONFLICT', ALERT_IN_STOCK);
    let row = await repo.lockOpenAlert(tx, body.productId, email);
    if (row?.status === 'active') {
      if (customer && !row.userId) row = await repo.updateAlert(tx, row.id, { userId: customer.id });
      return toApiAlert(row, product.productName);
    }
    if (!row) {
      const open = await repo.countOpenAlerts(tx, email, new Date(now.getTime() - ALERT_CONFIRM_DAYS * DAY_MS));
      if (open >= MAX_OPEN_ALERTS_PER_EMAIL) throw new AppError('CONFLICT', TOO_MANY_ALERTS);
    }
    if (customer) {
      const values = { status: 'active' as const, userId: customer.id, confirmedAt: now };
      row = row
        ? await repo.updateAlert(tx, row.id, values)
        : await repo.insertAlert(tx, { productId: body.productId, email, createdAt: now, ...values });
      await enqueueAlertSweep(tx, now, setup.sweepEveryMs);
    } else {
      // A guest's repeated ask starts the confirmation days again and resends the link.
      row = row
        ? await repo.updateAlert(tx, row.id, { createdAt: now })
        : await repo.insertAlert(tx, { productId: body.productId, email, status: 'pending', createdAt: now });
      await queueConfirmMail(tx, setup, row, product.productName);
    }
    return toApiAlert(row, product.productName);
  });
}

/**
 * POST /stock-alerts/confirm: the guest's alert the token names becomes active (an active or
 * notified one is answered as it is). UNPROCESSABLE ALERT_LINK_INVALID for a forged token, a
 * pending alert older than ALERT_CONFIRM_DAYS, or one unsubscribed.
 */
export async function confirmAlert(db: Db, setup: AlertSetup, token: string, now: Date): Promise<StockAlert> {
  const id = alertTokenSubject(setup.secret, 'confirm', token);
  if (!id) throw new AppError('UNPROCESSABLE', ALERT_LINK_INVALID);
  return db.transaction(async (tx) => {
    let row = await repo.lockAlert(tx, id);
    if (!row || row.status === 'unsubscribed') throw new AppError('UNPROCESSABLE', ALERT_LINK_INVALID);
    if (row.status === 'pending') {
      if (row.createdAt.getTime() < now.getTime() - ALERT_CONFIRM_DAYS * DAY_MS)
        throw new AppError('UNPROCESSABLE', ALERT_LINK_INVALID);
      row = await repo.updateAlert(tx, id, { status: 'active', confirmedAt: now });
      await enqueueAlertSweep(tx, now, setup.sweepEveryMs);
    }
    return toApiAlert(row, (await productNameOf(tx, row.productId)) ?? '');
  });
}

/**
 * POST /stock-alerts/unsubscribe (and its one-click twin): stops every open alert of the address
 * the token names; answers the address and how many stopped (0 when none was open: the link
 * works any number of times). UNPROCESSABLE ALERT_LINK_INVALID for a forged token.
 */
export async function unsubscribe(db: Db, setup: AlertSetup, token: string, now: Date) {
  const email = alertTokenSubject(setup.secret, 'unsubscribe', token);
  if (!email) throw new AppError('UNPROCESSABLE', ALERT_LINK_INVALID);
  return { email, stopped: await repo.unsubscribeAddress(db, email, now) };
}

/** GET /stock-alerts/mine: the customer's alerts, newest first (at most 100). */
export async function myAlerts(db: DbOrTx, customerId: string): Promise<StockAlert[]> {
  const rows = await repo.alertsOfUser(db, customerId, MY_ALERTS_LIMIT);
  const products = await stockFactsOf(db, [...new Set(rows.map((row) => row.productId))]);
  return rows.map((row) => toApiAlert(row, products.get(row.productId)?.productName ?? ''));
}

/**
 * The customer `userId`'s newest `limit` alerts as staff's customer detail lists them (GET
 * /admin/customers/{id}, issue 29 "Staff: Customers"): product, status and date; and how many they
 * have in all. A guest's alert not yet tied to the account is not theirs here. An unknown id has none.
 */
export async function alertsOfCustomerForStaff(
  db: DbOrTx,
  userId: string,
  limit: number,
): Promise<{ rows: CustomerAlert[]; total: number }> {
  const rows = await repo.alertsOfUser(db, userId, limit);
  const products = await stockFactsOf(db, [...new Set(rows.map((row) => row.productId))]);
  const list = rows.map((row) => ({
    _id: row.id,
    product_id: row.productId,
    product_name: products.get(row.productId)?.productName ?? '',
    status: row.status,
    created_at: row.createdAt.toISOString(),
  }));
  return { rows: list, total: await repo.countAlertsOfUser(db, userId) };
}

/** POST /stock-alerts/{id}/cancel: stops the customer's own open alert; NOT_FOUND for another's or an unknown id. */
export async function cancelMyAlert(db: Db, customerId: string, id: string, now: Date): Promise<StockAlert> {
  return db.transaction(async (tx) => {
    let row = await repo.lockAlert(tx, id);
    if (!row || row.userId !== customerId) throw new AppError('NOT_FOUND', 'Alert not found');
    if (row.status === 'pending' || row.status === 'active')
      row = await repo.updateAlert(tx, id, { status: 'unsubscribed', unsubscribedAt: now });
    return toApiAlert(row, (await productNameOf(tx, row.productId)) ?? '');
  });
}

/** POST /admin/stock-alerts/waiting: customers waiting (active alerts) for each asked product; 0 when none. */
export async function waitingCounts(db: DbOrTx, productIds: readonly string[]): Promise<Record<string, number>> {
  const counts = await repo.activeCounts(db, productIds);
  return Object.fromEntries(productIds.map((id) => [id, counts.get(id) ?? 0]));
}

/**
 * The sweep's work: for every product active alerts wait for that can be bought again, marks its
 * alerts notified and queues one back-in-stock mail each, in one transaction a batch. Returns how
 * many mails were queued. Idempotent: a notified alert is never taken again.
 */
export async function notifyRestocked(db: Db, setup: AlertSetup, now: Date): Promise<number> {
  const waited = await repo.productsWaitedFor(db, SWEEP_PRODUCTS);
  const facts = await stockFactsOf(db, waited);
  let mailed = 0;
  for (const [productId, product] of facts) {
    if (!product.buyable) continue;
    for (;;) {
      const taken = await db.transaction(async (tx) => {
        const alerts = await repo.takeActiveAlerts(tx, productId, now, SWEEP_BATCH);
        for (const alert of alerts)
          await enqueueMail(tx, {
            template: BACK_IN_STOCK_MAIL,
            to: alert.email,
            data: {
              productId,
              productName: product.productName,
              unsubscribeToken: alertToken(setup.secret, 'unsubscribe', alert.email),
            },
            key: `back-in-stock:${alert.id}`,
          });
        return alerts.length;
      });
      mailed += taken;
      if (taken < SWEEP_BATCH) break;
    }
  }
  return mailed;
}

/** Whether any alert still waits (the sweep's chain goes on only then). */
export function anyAlertWaiting(db: DbOrTx): Promise<boolean> {
  return repo.anyActive(db);
}

/** Account erasure (issue 29): deletes the customer's alerts, and any a guest made with their address, in the caller's transaction. */
export function eraseAlertsOf(tx: DbOrTx, userId: string, email: string): Promise<void> {
  return repo.deleteAlertsOf(tx, userId, email.toLowerCase());
}
