/**
 * Payment reconciliation (issue 5 "Jobs now", decision 015): a provider's notification can be
 * late or lost, so starting an attempt enqueues a poll of its gateway a couple of minutes later,
 * in the same transaction. While the attempt stays PENDING and its order open, each poll enqueues
 * the next one with a growing delay, until the attempt's hold time is over (then the hold-expiry
 * job has the final word). Handler registered in payments.jobs.ts.
 */
import { isUnpaid } from '@shop/domain/orders/payment-lifecycle.rules';
import type { Db, DbOrTx } from '../../db/client';
import type { PaymentRegistry } from '../../providers/payments/gateways.config';
import { enqueueJob } from '../jobs/jobs.service';
import { holdEndsAt } from '../orders/order-hold.service';
import { orderRow } from '../orders/order-payments.service';
import { reconcilePayment } from './settlement.service';

export const RECONCILE_JOB = 'payments.reconcile';

const FIRST_POLL_MS = 2 * 60_000;
const LONGEST_POLL_MS = 15 * 60_000;

/** Delay before poll `round` (1 = the first), in ms: 2, 4, 8 minutes…, at most 15. */
export function pollDelayMs(round: number): number {
  return Math.min(FIRST_POLL_MS * 2 ** (round - 1), LONGEST_POLL_MS);
}

/**
 * Enqueues poll `round` of the attempt at `runAt`, in the caller's transaction. Keyed per round:
 * the running poll's own key is still unfinished when it enqueues the next.
 */
export async function enqueueReconcile(db: DbOrTx, paymentId: string, round: number, runAt: Date): Promise<void> {
  await enqueueJob(db, {
    name: RECONCILE_JOB,
    payload: { paymentId, round },
    runAt,
    key: `reconcile:${paymentId}:${round}`,
  });
}

/** What one poll did: the attempt settled (or is gone), another poll is queued, or polling stopped. */
export type ReconcileOutcome = 'settled' | 'next' | 'stopped';

/**
 * Poll `round` of an attempt at `now`: asks its gateway and settles it (reconcilePayment). Still
 * PENDING with its order open (not cancelled, unpaid): the next poll is queued, unless it would
 * fall after the attempt's hold time (`holdMinutes` from its start).
 */
export async function runReconcileRound(
  db: Db,
  registry: PaymentRegistry,
  paymentId: string,
  round: number,
  now: Date,
  holdMinutes: number,
): Promise<ReconcileOutcome> {
  const payment = await reconcilePayment(db, registry, paymentId);
  if (payment?.status !== 'PENDING') return 'settled';
  const order = await orderRow(db, payment.orderId);
  if (!order || order.status !== 'Pending' || !isUnpaid(order.paymentStatus)) return 'stopped';
  const next = new Date(now.getTime() + pollDelayMs(round + 1));
  if (next > holdEndsAt(payment.createdAt, holdMinutes)) return 'stopped';
  await enqueueReconcile(db, paymentId, round + 1, next);
  return 'next';
}
