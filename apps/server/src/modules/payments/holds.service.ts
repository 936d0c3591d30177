/**
 * Stock holds end (issue 5): an unpaid order keeps its units for `holdMinutes` (store setting,
 * default ORDER_HOLD_MINUTES), then `expireHold` asks the gateway for the final status of its
 * pending attempt. Paid: the order is marked paid. Otherwise the attempt is voided with the
 * provider and the order is cancelled with payment status Expired, its units returned, exactly
 * once whatever races with it: the cancel re-checks the order under its row lock. A capture that
 * still arrives afterwards is recorded as a refund due. Plain functions taking `now`; the jobs
 * that call them (hold-jobs.service.ts, payments.jobs.ts) read the hold time from the settings.
 */
import { isUnpaid } from '@shop/domain/orders/payment-lifecycle.rules';
import type { Db } from '../../db/client';
import type { PaymentRegistry } from '../../providers/payments/gateways.config';
import { expireUnpaidOrder, orderRow, unpaidOrdersPlacedBefore } from '../orders/order-payments.service';
import * as repo from './payments.repository';
import { applyStatus, expireAttempt, voidPendingAttempt } from './settlement.service';

const MINUTE_MS = 60_000;

/** Orders placed at or before this instant have run out of hold time. */
export function holdCutoff(now: Date, holdMinutes: number): Date {
  return new Date(now.getTime() - holdMinutes * MINUTE_MS);
}

/** Ids of unpaid Pending orders whose hold has run out at `now`, oldest first (at most `limit`). */
export function findExpiredHolds(db: Db, now: Date, holdMinutes: number, limit = 100): Promise<string[]> {
  return unpaidOrdersPlacedBefore(db, holdCutoff(now, holdMinutes), limit);
}

/** What expireHold did: cancelled the order, found it paid, or left it (not due, or no longer unpaid). */
export type HoldOutcome = 'expired' | 'paid' | 'kept';

/** Ends the hold of one order if it has run out at `now`. Idempotent; see the module comment. */
export async function expireHold(
  db: Db,
  registry: PaymentRegistry,
  orderId: string,
  now: Date,
  holdMinutes: number,
): Promise<HoldOutcome> {
  const cutoff = holdCutoff(now, holdMinutes);
  const order = await orderRow(db, orderId);
  if (!order || order.status !== 'Pending' || !isUnpaid(order.paymentStatus) || order.createdAt > cutoff) return 'kept';
  const pending = await repo.findPendingForOrder(db, orderId);
  if (pending) {
    // The final word first: a payer who paid at the last minute keeps the order.
    const status = await registry.byName(pending.gateway).fetchStatus(pending.merchantTransactionId);
    const settled =
      status && status.outcome !== 'PENDING'
        ? await applyStatus(db, pending, status, registry)
        : await expireAttempt(db, registry, pending);
    if (settled.status === 'SUCCESS' && (await orderRow(db, orderId))?.paymentStatus === 'Paid') return 'paid';
  }
  if (!(await expireUnpaidOrder(db, orderId, cutoff, holdMinutes))) return 'kept';
  // An attempt started while we were cancelling must not take money for a cancelled order.
  await voidPendingAttempt(db, registry, orderId);
  return 'expired';
}

/** Ends every hold that has run out at `now` (up to `limit`); returns how many orders were cancelled. */
export async function expireDueHolds(
  db: Db,
  registry: PaymentRegistry,
  now: Date,
  holdMinutes: number,
  limit = 100,
): Promise<number> {
  let expired = 0;
  for (const id of await findExpiredHolds(db, now, holdMinutes, limit)) {
    if ((await expireHold(db, registry, id, now, holdMinutes)) === 'expired') expired++;
  }
  return expired;
}
