/**
 * Taking payment for an order (shopper spec §7 /payment calls) through the payment registry.
 * At most one attempt per order is PENDING (a partial unique index): a new attempt first voids the
 * old one with its gateway, and if that gateway says the old one was in fact paid, the capture is
 * recorded and no new attempt starts. A notification is read from its provider's route with the
 * raw body; a bad signature or an amount that differs from the attempt's is refused, changing nothing.
 */
import { paiseToRupees } from '@shop/domain/money/money';
import type { GatewayOutcome, PaymentMethod } from '@shop/domain/payments/payment.schemas';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { systemClock, type Clock } from '../../lib/clock';
import { newId } from '../../lib/new-id';
import type { CustomerSession } from '../../plugins/auth';
import type { NotificationHeaders } from '../../providers/payments/payment-gateway';
import type { PaymentRegistry } from '../../providers/payments/payment-registry';
import { customerOrder } from '../orders/orders.service';
import * as repo from './payments.repository';
import { enqueueReconcile, pollDelayMs } from './reconciliation.service';
import { applyStatus, expireAttempt } from './settlement.service';

export const PAYMENT_NOT_FOUND = 'Payment not found';
const ALREADY_PAID = 'This order is already paid.';
/** Tries to replace a pending attempt before giving up on a customer racing themselves. */
const ATTEMPT_TRIES = 3;

export const notifyPath = (gateway: string) => `/api/v1/payment/notify/${gateway}`;

/** True for PostgreSQL's unique_violation, as pg and PGlite report it (Drizzle may wrap it). */
function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/**
 * Inserts a new PENDING attempt under the order's lock, started at `now`, with its first
 * reconciliation poll queued in the same transaction; undefined when another one is pending.
 */
async function insertAttempt(db: Db, customer: CustomerSession, orderId: string, gateway: string, now: Date) {
  try {
    return await db.transaction(async (tx) => {
      const order = await customerOrder(tx, orderId, customer.id, true);
      if (order.paymentStatus === 'Paid') throw new AppError('CONFLICT', ALREADY_PAID);
      if (order.status === 'Cancelled') throw new AppError('CONFLICT', 'This order was cancelled and cannot be paid.');
      if (await repo.findPendingForOrder(tx, order.id)) return undefined;
      const id = newId();
      const merchantTransactionId = `MT${id.replaceAll('-', '').toUpperCase()}`;
      const payment = await repo.insertPayment(tx, { id, orderId: order.id, gateway, merchantTransactionId, amountPaise: order.totalPaise, createdAt: now });
      await enqueueReconcile(tx, payment.id, 1, new Date(now.getTime() + pollDelayMs(1)));
      return payment;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}

/**
 * POST /payment/create-phonepe-payment: starts a payment of the order's total with `method`'s
 * gateway, at `clock`'s time (its hold and polls count from there).
 */
export async function createPayment(db: Db, registry: PaymentRegistry, customer: CustomerSession, orderId: string, method: PaymentMethod, clock: Clock = systemClock) {
  const gateway = registry.forMethod(method);
  await customerOrder(db, orderId, customer.id);
  for (let i = 0; i < ATTEMPT_TRIES; i++) {
    const old = await repo.findPendingForOrder(db, orderId);
    if (old && (await expireAttempt(db, registry, old)).status === 'SUCCESS') throw new AppError('CONFLICT', ALREADY_PAID);
    const payment = await insertAttempt(db, customer, orderId, gateway.name, clock.now());
    if (!payment) continue;
    let redirectUrl: string;
    try {
      ({ redirectUrl } = await gateway.createPayment({
        merchantTransactionId: payment.merchantTransactionId,
        amountPaise: payment.amountPaise,
        returnPath: `/payment-status/${payment.id}`,
        notifyPath: notifyPath(gateway.name),
      }));
    } catch {
      // The provider never took it: the attempt cannot be paid, the order stays open for another try.
      await repo.settlePending(db, payment.id, 'FAILED');
      throw new AppError('UNAVAILABLE', 'The payment provider could not be reached. Please try again.');
    }
    return {
      payment: { _id: payment.id, merchantTransactionId: payment.merchantTransactionId, amount: paiseToRupees(payment.amountPaise) },
      phonepeResponse: { redirectUrl },
    };
  }
  throw new AppError('CONFLICT', 'Another payment for this order was just started. Please try again.');
}

const MESSAGES: Record<GatewayOutcome, string> = {
  SUCCESS: 'Payment successful!',
  FAILED: 'Payment verification failed',
  CANCELLED: 'Payment was cancelled by user',
  EXPIRED: 'This payment attempt has expired',
  PENDING: 'Payment is still being processed',
};

/** POST /payment/verify-phonepe-payment: asks the payment's gateway and settles it if it can. */
export async function verifyPayment(db: Db, registry: PaymentRegistry, customer: CustomerSession, paymentId: string) {
  const payment = await repo.findPayment(db, paymentId);
  if (!payment) throw new AppError('NOT_FOUND', PAYMENT_NOT_FOUND);
  // Only the order's customer may verify: customerOrder answers NOT_FOUND otherwise.
  await customerOrder(db, payment.orderId, customer.id);
  const status = payment.status === 'PENDING' ? await registry.byName(payment.gateway).fetchStatus(payment.merchantTransactionId) : undefined;
  const current = status ? await applyStatus(db, payment, status, registry) : payment;
  return {
    response: {
      status: current.status,
      orderId: current.orderId,
      amount: paiseToRupees(current.amountPaise),
      transactionId: current.gatewayTransactionId,
      paidAt: current.paidAt?.toISOString() ?? null,
    },
    message: MESSAGES[current.status],
  };
}

/**
 * POST /payment/notify/{provider}: that provider's signed server-to-server notification, read
 * from the raw body. NOT_FOUND for a provider that is not on or a payment it did not take.
 */
export async function handleNotification(db: Db, registry: PaymentRegistry, provider: string, headers: NotificationHeaders, rawBody: Buffer) {
  const gateway = registry.find(provider);
  if (!gateway) throw new AppError('NOT_FOUND', 'Unknown payment provider');
  const status = gateway.readNotification(headers, rawBody);
  if (!status) throw new AppError('UNAUTHENTICATED', 'Invalid payment notification signature.');
  const payment = await repo.findPaymentByTransaction(db, status.merchantTransactionId);
  if (!payment || payment.gateway !== gateway.name) throw new AppError('NOT_FOUND', PAYMENT_NOT_FOUND);
  const settled = await applyStatus(db, payment, status, registry);
  return { paymentId: settled.id, status: settled.status };
}
