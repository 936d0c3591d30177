/**
 * Paying through the real routes and the sandbox gateway's pages, for tests. `providerCaptures`
 * stands for the provider's side only: it marks the sandbox ledger paid (a payer who paid but
 * whose notification is late or lost) and, if asked, sends the signed notification the provider
 * would send; the shop's own tables are never touched.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { payments, refunds, sandboxRefunds, sandboxTransactions } from '../db/schema/payments';
import { SANDBOX_SIGNATURE_HEADER, signBody } from '../providers/payments/sandbox/sandbox-signature.rules';

/** The sandbox secret createTestApp configures. */
export const TEST_SANDBOX_SECRET = 'test-sandbox-secret-0123456789';

export interface StartedPayment {
  statusCode: number;
  paymentId: string;
  merchantTransactionId: string;
  redirectUrl: string;
}

/** POST /payment/create-phonepe-payment as `cookie`. */
export async function startPayment(app: FastifyInstance, cookie: string, orderId: string): Promise<StartedPayment> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/payment/create-phonepe-payment',
    headers: { cookie },
    payload: { orderId },
  });
  const body = res.json();
  return {
    statusCode: res.statusCode,
    paymentId: body.data?.response.payment._id,
    merchantTransactionId: body.data?.response.payment.merchantTransactionId,
    redirectUrl: body.data?.response.phonepeResponse.redirectUrl,
  };
}

/** The payer presses Pay / Fail / Cancel on the sandbox page. */
export function choose(app: FastifyInstance, redirectUrl: string, outcome: 'SUCCESS' | 'FAILED' | 'CANCELLED') {
  return app.inject({
    method: 'POST',
    url: redirectUrl,
    payload: `outcome=${outcome}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

/** The provider captures the attempt on its side (even one the shop had voided); optionally notifies. */
export async function providerCaptures(app: FastifyInstance, db: Db, merchantTransactionId: string, notify = true) {
  const [row] = await db
    .update(sandboxTransactions)
    .set({ status: 'SUCCESS' })
    .where(eq(sandboxTransactions.merchantTransactionId, merchantTransactionId))
    .returning();
  if (!notify) return undefined;
  const body = JSON.stringify({
    merchantTransactionId,
    outcome: 'SUCCESS',
    amountPaise: row!.amountPaise,
    gatewayTransactionId: row!.gatewayTransactionId,
  });
  return app.inject({
    method: 'POST',
    url: '/api/v1/payment/notify/sandbox',
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signBody(TEST_SANDBOX_SECRET, body) },
    payload: body,
  });
}

/** The order's payment attempts, refunds, and the refunds the sandbox paid out for them. */
export async function moneyOf(db: Db, orderId: string) {
  const attempts = await db.select().from(payments).where(eq(payments.orderId, orderId));
  const due = await db.select().from(refunds).where(eq(refunds.orderId, orderId));
  const paidOut = [];
  for (const a of attempts)
    paidOut.push(
      ...(await db
        .select()
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.merchantTransactionId, a.merchantTransactionId))),
    );
  return { attempts, captures: attempts.filter((a) => a.status === 'SUCCESS'), refunds: due, paidOut };
}

/** Pays `orderId` in full through the sandbox gateway as its customer (`cookie`): the order becomes Confirmed and Paid. */
export async function payOrder(app: FastifyInstance, cookie: string, orderId: string): Promise<void> {
  const started = await startPayment(app, cookie, orderId);
  if (started.statusCode !== 200) throw new Error(`payment of ${orderId} did not start: ${started.statusCode}`);
  await choose(app, started.redirectUrl, 'SUCCESS');
}
