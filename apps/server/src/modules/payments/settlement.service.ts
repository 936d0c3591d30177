/**
 * Settling payment attempts with what their gateway reports (issue 5 "Payments and stock holds").
 * Every change happens under the order's row lock, so captures, failures, staff changes and hold
 * expiry on one order apply one after another:
 * - SUCCESS is always recorded, even for an attempt we had voided. The order keeps it when it is
 *   still open and unpaid; otherwise (cancelled, expired, already paid) it becomes a refund due.
 * - FAILED / CANCELLED settle a pending attempt; the unpaid order stays Pending with its units
 *   held until its hold ends (payment status Failed), so the payer may retry the same order. The
 *   attempt is voided with its gateway: one attempt at a time is open, and a retry starts a new one.
 * - EXPIRED settles a pending attempt; the order is left as it is.
 * Gateway calls happen outside transactions: they must not hold locks while waiting on a network.
 */
import { isUnpaid } from '@shop/domain/orders/payment-lifecycle.rules';
import { AppError } from '../../lib/app-error';
import { countPayment, type PaymentOutcome } from '../../lib/shop-metrics';
import type { Db, DbOrTx } from '../../db/client';
import type { GatewayStatus } from '../../providers/payments/payment-gateway.contract';
import type { PaymentRegistry } from '../../providers/payments/gateways.config';
import { orderRow } from '../orders/order-payments.service';
import { markPaymentFailed } from '../orders/orders.service';
import { enqueuePaymentMail } from './payments.mail';
import * as repo from './payments.repository';
import { recordRefundDue } from './refunds.service';

/** What follows a capture the order keeps, in the settling transaction (flows/order-paid.flow.ts). */
export type OrderPaidStep = (tx: DbOrTx, orderId: string) => Promise<boolean>;
let orderPaidStep: OrderPaidStep | undefined;

/** Hands the payments module the order-paid step (app.ts does, for the server and the worker alike). */
export function configureSettlement(steps: { orderPaid: OrderPaidStep }): void {
  orderPaidStep = steps.orderPaid;
}

/** The metrics' word for each final gateway outcome. */
const PAYMENT_OUTCOMES: Record<Exclude<GatewayStatus['outcome'], 'PENDING'>, PaymentOutcome> = {
  SUCCESS: 'captured',
  FAILED: 'failed',
  CANCELLED: 'cancelled',
  EXPIRED: 'expired',
};

function orderPaid(tx: DbOrTx, orderId: string): Promise<boolean> {
  if (!orderPaidStep) throw new Error('The payments module has no order-paid step: buildApp calls configureSettlement');
  return orderPaidStep(tx, orderId);
}

/**
 * Applies `status` to `payment` once; returns the payment as it stands afterwards. UNPROCESSABLE
 * when a capture's amount differs from the attempt's (nothing changes). With `registry`, a capture
 * the order keeps also voids the order's other pending attempt.
 */
export async function applyStatus(
  db: Db,
  payment: repo.PaymentRow,
  status: GatewayStatus,
  registry?: PaymentRegistry,
): Promise<repo.PaymentRow> {
  const outcome = status.outcome;
  if (outcome === 'PENDING' || (outcome === 'SUCCESS' && payment.status === 'SUCCESS')) return payment;
  if (outcome !== 'SUCCESS' && payment.status !== 'PENDING') return payment;
  if (outcome === 'SUCCESS' && status.amountPaise !== payment.amountPaise) {
    throw new AppError('UNPROCESSABLE', 'The amount paid does not match the order.', undefined, 'PAYMENT_FAILED');
  }
  let kept = false;
  let declined = false;
  let settledNow = false;
  const result = await db.transaction(async (tx) => {
    const order = (await orderRow(tx, payment.orderId, true))!;
    if (outcome === 'SUCCESS') {
      const captured = await repo.recordCapture(tx, payment.id, status.gatewayTransactionId);
      if (!captured) return (await repo.findPayment(tx, payment.id))!;
      settledNow = true;
      kept = order.status === 'Pending' && isUnpaid(order.paymentStatus);
      if (kept) {
        await orderPaid(tx, order.id);
        await enqueuePaymentMail(tx, order, captured, 'SUCCESS');
      } else await recordRefundDue(tx, captured);
      return captured;
    }
    const settled = await repo.settlePending(tx, payment.id, outcome);
    if (!settled) return (await repo.findPayment(tx, payment.id))!;
    settledNow = true;
    declined = outcome !== 'EXPIRED';
    if (outcome !== 'EXPIRED' && order.status === 'Pending' && isUnpaid(order.paymentStatus)) {
      await markPaymentFailed(tx, order.id);
      await enqueuePaymentMail(tx, order, settled, outcome);
    }
    return settled;
  });
  // Counted once committed, by whichever caller settled it (notification, return page, reconciliation).
  if (settledNow) countPayment(payment.gateway, PAYMENT_OUTCOMES[outcome]);
  // An older attempt's capture paid the order: a newer attempt still open must not take money too.
  if (kept && registry) await voidPendingAttempt(db, registry, payment.orderId);
  // A provider may let the payer try again on its page (Cashfree does), but our attempt is settled:
  // void the provider's side too, so a retry goes through a new attempt. Best effort: a capture
  // that slips through is still recorded (kept while the order is unpaid, otherwise refunded).
  if (declined && registry) await voidDeclinedAttempt(db, registry, result);
  return result;
}

/** Voids a declined attempt with its gateway; a capture it reports instead is recorded (a refund due). */
async function voidDeclinedAttempt(db: Db, registry: PaymentRegistry, payment: repo.PaymentRow): Promise<void> {
  try {
    const status = await registry.byName(payment.gateway).expire(payment.merchantTransactionId);
    if (status?.outcome === 'SUCCESS') await applyStatus(db, payment, status, registry);
  } catch {
    // The provider is down or refused: a later capture still arrives by notification and is refunded.
  }
}

/**
 * Voids a pending attempt with its gateway and settles it with the final status the gateway
 * gives: EXPIRED, or a capture that beat us to it (recorded). An attempt the gateway does not
 * know (it never reached it) is expired on our side only.
 */
export async function expireAttempt(
  db: Db,
  registry: PaymentRegistry,
  payment: repo.PaymentRow,
): Promise<repo.PaymentRow> {
  const status = await registry.byName(payment.gateway).expire(payment.merchantTransactionId);
  if (status && status.outcome !== 'PENDING') return applyStatus(db, payment, status, registry);
  const expired = await repo.settlePending(db, payment.id, 'EXPIRED');
  if (expired) countPayment(payment.gateway, 'expired');
  return expired ?? (await repo.findPayment(db, payment.id))!;
}

/**
 * Cancelling an order voids its pending attempt, so it can no longer take money. Returns true
 * when there was one.
 */
export async function voidPendingAttempt(db: Db, registry: PaymentRegistry, orderId: string): Promise<boolean> {
  const pending = await repo.findPendingForOrder(db, orderId);
  if (pending) await expireAttempt(db, registry, pending);
  return pending !== undefined;
}

/**
 * Polls the gateway for a pending attempt and settles it (the reconciliation job,
 * reconciliation.service.ts). Returns the payment as it stands, or undefined when there is no such payment.
 */
export async function reconcilePayment(
  db: Db,
  registry: PaymentRegistry,
  paymentId: string,
): Promise<repo.PaymentRow | undefined> {
  const payment = await repo.findPayment(db, paymentId);
  if (!payment || payment.status !== 'PENDING') return payment;
  const status = await registry.byName(payment.gateway).fetchStatus(payment.merchantTransactionId);
  return status ? applyStatus(db, payment, status, registry) : payment;
}

/** Ids of attempts still pending that started at or before `before` (for the reconciliation job). */
export async function stalePendingPayments(db: Db, before: Date, limit = 100): Promise<string[]> {
  return (await repo.pendingPaymentsBefore(db, before, limit)).map((p) => p.id);
}
