/**
 * The stock hold of an unpaid order (issue 5 "Stock holds end", decision 015): it ends
 * `orderHoldMinutes` (store setting) after the order was placed, by the app clock. Placing an
 * order enqueues the hold-expiry job for that instant in its own transaction; the payments
 * module's handler (payments/payments.jobs.ts) ends the hold and, when staff lengthened the hold
 * meanwhile, enqueues it again for the new end.
 */
import type { DbOrTx } from '../../db/client';
import { enqueueJob, type EnqueueJob } from '../jobs/jobs.service';

export const ORDER_HOLD_JOB = 'orders.hold-expiry';

const MINUTE_MS = 60_000;

/** When the hold of an order placed at `placedAt` ends. */
export function holdEndsAt(placedAt: Date, holdMinutes: number): Date {
  return new Date(placedAt.getTime() + holdMinutes * MINUTE_MS);
}

/**
 * Enqueues the hold-expiry job of `orderId` at `endsAt`, in the caller's transaction. The first
 * one is keyed `hold:<orderId>`; a later one (`again`, enqueued while the first is still running,
 * whose key is therefore taken) is keyed by its end as well, so running a job twice enqueues one.
 */
export async function enqueueHoldExpiry(db: DbOrTx, orderId: string, endsAt: Date, again = false): Promise<void> {
  await enqueueJob(db, holdExpiryJob(orderId, endsAt, again));
}

/** The hold-expiry job enqueueHoldExpiry queues, for a caller that enqueues it with others (jobs.service enqueueJobs). */
export function holdExpiryJob(orderId: string, endsAt: Date, again = false): EnqueueJob {
  return {
    name: ORDER_HOLD_JOB,
    payload: { orderId },
    runAt: endsAt,
    key: again ? `hold:${orderId}:${endsAt.getTime()}` : `hold:${orderId}`,
  };
}
