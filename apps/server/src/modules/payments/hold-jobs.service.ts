/**
 * The background work that ends stock holds (decision 015): the per-order hold-expiry job that
 * placing an order enqueues (orders/order-hold.service.ts), and a recurring sweep, the safety net
 * for orders whose job is gone (placed before jobs existed, or a job that failed for good).
 * Handlers are registered in payments.jobs.ts; these functions hold the rules and take `now`.
 */
import { isUnpaid } from '@shop/domain/orders/payment-lifecycle.rules';
import type { Db, DbOrTx } from '../../db/client';
import type { PaymentRegistry } from '../../providers/payments/gateways.config';
import { enqueueJob } from '../jobs/jobs.service';
import { enqueueHoldExpiry, holdEndsAt } from '../orders/order-hold.service';
import { orderRow } from '../orders/order-payments.service';
import { expireDueHolds, expireHold, type HoldOutcome } from './holds.service';

export const HOLD_SWEEP_JOB = 'payments.hold-sweep';
/** How often the sweep runs: a hold whose own job is missing ends at most this late. */
export const HOLD_SWEEP_EVERY_MS = 5 * 60_000;
/** A failed sweep is retried a little; the next time slot's sweep is the real retry. */
const HOLD_SWEEP_ATTEMPTS = 3;

/**
 * One run of an order's hold-expiry job: ends the hold if it is over at `now`. When the order is
 * still unpaid but its hold is not over (staff lengthened `holdMinutes` since it was placed), the
 * job is enqueued again for the new end. Returns what expireHold did.
 */
export async function runHoldExpiry(
  db: Db,
  registry: PaymentRegistry,
  orderId: string,
  now: Date,
  holdMinutes: number,
): Promise<HoldOutcome> {
  const outcome = await expireHold(db, registry, orderId, now, holdMinutes);
  if (outcome !== 'kept') return outcome;
  const order = await orderRow(db, orderId);
  if (!order || order.status !== 'Pending' || !isUnpaid(order.paymentStatus)) return outcome;
  const endsAt = holdEndsAt(order.createdAt, holdMinutes);
  if (endsAt > now) await enqueueHoldExpiry(db, orderId, endsAt, true);
  return outcome;
}

/** The start of the sweep's time slot that holds `at`. */
function slotStart(at: Date): Date {
  return new Date(Math.floor(at.getTime() / HOLD_SWEEP_EVERY_MS) * HOLD_SWEEP_EVERY_MS);
}

/**
 * Enqueues the sweep of the time slot that holds `runAt`, keyed by that slot: however many
 * servers and workers start, or sweeps run, each slot has at most one sweep waiting, so the
 * chain never multiplies.
 */
export async function enqueueHoldSweep(db: DbOrTx, runAt: Date): Promise<void> {
  await enqueueJob(db, {
    name: HOLD_SWEEP_JOB,
    payload: {},
    runAt,
    key: `hold-sweep:${slotStart(runAt).toISOString()}`,
    maxAttempts: HOLD_SWEEP_ATTEMPTS,
  });
}

/**
 * One sweep: first enqueues the next slot's (so the chain goes on even if this one fails), then
 * ends every hold that is over at `now`. Returns how many orders it cancelled.
 */
export async function runHoldSweep(db: Db, registry: PaymentRegistry, now: Date, holdMinutes: number): Promise<number> {
  await enqueueHoldSweep(db, new Date(slotStart(now).getTime() + HOLD_SWEEP_EVERY_MS));
  return expireDueHolds(db, registry, now, holdMinutes);
}
