/**
 * Refunds due (issue 5): a capture the order cannot keep (it arrived for a cancelled, expired or
 * already paid order, or its paid order was cancelled) is recorded as a DUE refund, one per
 * capture (unique index), and the order is flagged for staff. `issueRefund` pays it back through
 * the gateway that took it, with the refund id as idempotency key, so racing or retried callers
 * pay out once. Recording one queues its refund job (REFUND_JOB, handled in payments.jobs.ts), which
 * calls `issueRefund`; a gateway error makes the job retry with backoff.
 */
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { countRefund } from '../../lib/shop-metrics';
import type { PaymentRegistry } from '../../providers/payments/gateways.config';
import { enqueueJob } from '../jobs/jobs.service';
import { enqueueCreditNote } from '../invoices/invoice-jobs.service';
import { flagRefundDue, orderRow, recordRefundIssued } from '../orders/order-payments.service';
import { enqueueRefundMail } from './payments.mail';
import * as repo from './payments.repository';

export const REFUND_JOB = 'payments.refund';
/**
 * Attempts of a refund job before staff see it failed: with the runner's backoff (30 s × 4^n,
 * at most 6 h) a provider may be down for about 15 hours before a person has to look.
 */
const REFUND_ATTEMPTS = 8;

/**
 * Records a DUE refund of `payment` and flags its order, inside the caller's transaction (order
 * locked), with the job that issues it (key `refund:<refund id>`) queued in the same transaction.
 */
export async function recordRefundDue(tx: DbOrTx, payment: repo.PaymentRow): Promise<repo.RefundRow | undefined> {
  const refund = await repo.insertRefundDue(tx, payment);
  await flagRefundDue(tx, payment.orderId);
  if (refund) {
    await enqueueJob(tx, {
      name: REFUND_JOB,
      payload: { refundId: refund.id },
      key: `refund:${refund.id}`,
      maxAttempts: REFUND_ATTEMPTS,
    });
  }
  return refund;
}

/**
 * The order was cancelled: every capture it kept becomes a refund due, and each such refund of the
 * paid sale gets its GST credit note queued in the same transaction. Idempotent.
 */
export async function refundCapturesOfCancelledOrder(tx: DbOrTx, orderId: string): Promise<void> {
  for (const payment of await repo.keptCaptures(tx, orderId)) {
    const refund = await recordRefundDue(tx, payment);
    if (refund) await enqueueCreditNote(tx, refund);
  }
}

export const REFUND_ABOVE_PAID = 'The refund would be more than what was paid for this order.';

/**
 * Records, inside the caller's transaction (order locked), the DUE refund of `amountPaise` of the
 * order's kept payment for return request `returnRequestId` (issue 26), flags the order and queues
 * the refund job. Once per return: a second call returns the first refund. CONFLICT
 * (REFUND_ABOVE_PAID) when no capture still holds that much, so a refund never passes what was paid.
 */
export async function recordReturnRefund(
  tx: DbOrTx,
  input: { orderId: string; returnRequestId: string; amountPaise: number },
): Promise<repo.RefundRow> {
  const existing = (await repo.refundsOfOrder(tx, input.orderId)).find(
    (r) => r.returnRequestId === input.returnRequestId,
  );
  if (existing) return existing;
  const capture = (await repo.capturesWithRefunded(tx, input.orderId)).find(
    (c) => c.payment.amountPaise - c.refundedPaise >= input.amountPaise,
  );
  if (!capture || input.amountPaise < 1) throw new AppError('CONFLICT', REFUND_ABOVE_PAID);
  const refund = (await repo.insertReturnRefundDue(tx, capture.payment, input.amountPaise, input.returnRequestId))!;
  await flagRefundDue(tx, input.orderId);
  await enqueueJob(tx, {
    name: REFUND_JOB,
    payload: { refundId: refund.id },
    key: `refund:${refund.id}`,
    maxAttempts: REFUND_ATTEMPTS,
  });
  return refund;
}

/** One refund by id (the returns module shows its state), or undefined. */
export function findRefund(db: DbOrTx, refundId: string): Promise<repo.RefundRow | undefined> {
  return repo.findRefund(db, refundId);
}

export type RefundOutcome = 'issued' | 'already-issued' | 'not-found';

/**
 * Issues one refund: asks its payment's gateway to pay it back (idempotency key = refund id),
 * then marks it ISSUED, updates its order's flags and queues the "refund issued" mail (once). Safe to call any number of times, at once:
 * the gateway pays once, and one caller records it. A gateway error is thrown (the refund stays
 * DUE, for the job to retry).
 */
export async function issueRefund(db: Db, registry: PaymentRegistry, refundId: string): Promise<RefundOutcome> {
  const refund = await repo.findRefund(db, refundId);
  if (!refund) return 'not-found';
  if (refund.status === 'ISSUED') return 'already-issued';
  const payment = (await repo.findPayment(db, refund.paymentId))!;
  // Outside any transaction: a provider call must not hold locks (and the sandbox uses the database).
  const { providerRefundId } = await registry
    .byName(payment.gateway)
    .refund({
      refundId: refund.id,
      merchantTransactionId: payment.merchantTransactionId,
      amountPaise: refund.amountPaise,
    })
    .catch((error: unknown) => {
      countRefund(payment.gateway, 'failed');
      throw error;
    });
  const outcome = await db.transaction(async (tx) => {
    if (!(await repo.markRefundIssued(tx, refund.id, providerRefundId))) return 'already-issued' as const;
    await enqueueRefundMail(tx, (await orderRow(tx, refund.orderId))!, refund);
    await recordRefundIssued(tx, refund.orderId, {
      stillDue: await repo.hasDueRefund(tx, refund.orderId),
      nothingKept: (await repo.keptCaptures(tx, refund.orderId)).length === 0,
      forReturn: refund.returnRequestId !== null,
    });
    return 'issued' as const;
  });
  // Counted once committed, by the caller that recorded it.
  if (outcome === 'issued') countRefund(payment.gateway, 'issued', refund.amountPaise);
  return outcome;
}

/**
 * Issues up to `limit` DUE refunds, oldest first. One refund failing does not stop the others;
 * returns how many were issued and the errors of those that failed (they stay DUE).
 */
export async function issueDueRefunds(
  db: Db,
  registry: PaymentRegistry,
  limit = 50,
): Promise<{ issued: number; failed: { refundId: string; error: string }[] }> {
  let issued = 0;
  const failed: { refundId: string; error: string }[] = [];
  for (const id of await repo.dueRefundIds(db, limit)) {
    try {
      if ((await issueRefund(db, registry, id)) === 'issued') issued++;
    } catch (error) {
      failed.push({ refundId: id, error: error instanceof Error ? error.message : String(error) });
    }
  }
  return { issued, failed };
}

/** The refunds of an order, for staff (amounts in paise). */
export function refundsOfOrder(db: DbOrTx, orderId: string): Promise<repo.RefundRow[]> {
  return repo.refundsOfOrder(db, orderId);
}

/** The id of the order's first capture (the payment a return's refund goes back through), or null when it was never paid. */
export async function captureIdOf(db: DbOrTx, orderId: string): Promise<string | null> {
  return (await repo.capturesWithRefunded(db, orderId))[0]?.payment.id ?? null;
}
