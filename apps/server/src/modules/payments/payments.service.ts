/**
 * Taking payment for an order (shopper spec §7 /payment calls) through the payment registry.
 * At most one attempt per order is PENDING (a partial unique index): a new attempt first voids the
 * old one with its gateway, and if that gateway says the old one was in fact paid, the capture is
 * recorded and no new attempt starts. A notification is read from its provider's route with the
 * raw body; a bad signature or an amount that differs from the attempt's is refused, changing nothing.
 */
import { paiseToRupees } from '@shop/domain/money/money.rules';
import type { PaymentMethod } from '@shop/domain/payments/payment.schemas';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { systemClock, type Clock } from '../../lib/clock';
import { newId } from '../../lib/new-id';
import type { CustomerSession } from '../sessions/sessions.service';
import {
  IGNORED_NOTIFICATION,
  type NotificationHeaders,
  type PaymentGateway,
} from '../../providers/payments/payment-gateway.contract';
import {
  NO_PAYMENT_PROVIDER,
  type PaymentChoice,
  type PaymentRegistry,
} from '../../providers/payments/gateways.config';
import { assertPayable, customerOrder } from '../orders/orders.service';
import { getSettings } from '../settings/settings.service';
import { holdCutoff } from './holds.service';
import * as repo from './payments.repository';
import { enqueueReconcile, pollDelayMs } from './reconciliation.service';
import { applyStatus, expireAttempt } from './settlement.service';

export const PAYMENT_NOT_FOUND = 'Payment not found';

/** When each of `orderIds` was paid (its first capture), by order id; orders never paid are absent. For the tracking timeline. */
export function paidTimesOf(db: Db, orderIds: string[]): Promise<Map<string, Date>> {
  return repo.firstCaptureTimes(db, orderIds);
}
/** Shopper spec §8: the provider could not be reached to start a payment, or to verify one. */
export const PAYMENT_SERVICE_UNAVAILABLE = 'Payment service temporarily unavailable. Please try again later.';
export const VERIFICATION_UNAVAILABLE = 'Payment service temporarily unavailable. Please contact support.';
const ALREADY_PAID = 'This order is already paid.';
/** A 503 with the spec's `message`; the provider's error rides along as its cause, for the log. */
export function unavailable(message: string, cause: unknown): AppError {
  const error = new AppError('UNAVAILABLE', message, undefined, 'PAYMENT_FAILED');
  error.cause = cause;
  return error;
}

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
 * CONFLICT (orders.service assertPayable) for a cancelled order, or one whose hold
 * (`holdMinutes`) is over.
 */
async function insertAttempt(
  db: Db,
  customer: CustomerSession,
  orderId: string,
  gateway: string,
  now: Date,
  holdMinutes: number,
) {
  try {
    return await db.transaction(async (tx) => {
      const locked = await customerOrder(tx, orderId, customer.id, true);
      if (locked.paymentStatus === 'Paid') throw new AppError('CONFLICT', ALREADY_PAID);
      // A failed attempt left the order Pending with its units held: a retry pays it while the hold lasts.
      assertPayable(locked, holdCutoff(now, holdMinutes));
      const order = locked;
      if (await repo.findPendingForOrder(tx, order.id)) return undefined;
      const id = newId();
      const merchantTransactionId = `MT${id.replaceAll('-', '').toUpperCase()}`;
      const payment = await repo.insertPayment(tx, {
        id,
        orderId: order.id,
        gateway,
        merchantTransactionId,
        amountPaise: order.totalPaise,
        createdAt: now,
      });
      await enqueueReconcile(tx, payment.id, 1, new Date(now.getTime() + pollDelayMs(1)));
      return payment;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}

/** GET /payment/methods: every way to pay that a configured gateway takes (method and gateway). */
export function availableMethods(registry: PaymentRegistry): PaymentChoice[] {
  return registry.choices();
}

export const METHOD_NOT_AVAILABLE = 'This payment method is not available. Please choose another.';

/** What the create call asked for: a method, a gateway, both or neither. */
export interface PaymentChoiceRequest {
  method?: PaymentMethod;
  gateway?: string;
}

/**
 * The gateway that takes this attempt. A choice is checked against GET /payment/methods'
 * list: one that is not configured is VALIDATION (400, nothing created). Neither method nor
 * gateway: the order's last attempt's gateway (a retry pays the same way), else UPI's, else the
 * first configured one; UNAVAILABLE (503) when no gateway is on at all.
 */
async function gatewayFor(
  db: Db,
  registry: PaymentRegistry,
  orderId: string,
  choice: PaymentChoiceRequest,
): Promise<PaymentGateway> {
  const choices = registry.choices();
  if (choices.length === 0) throw new AppError('UNAVAILABLE', NO_PAYMENT_PROVIDER);
  const refuse = () =>
    new AppError('VALIDATION', METHOD_NOT_AVAILABLE, [
      { path: choice.gateway ? 'gateway' : 'method', message: METHOD_NOT_AVAILABLE },
    ]);
  if (choice.gateway) {
    const offered = choices.some((c) => c.gateway === choice.gateway && (!choice.method || c.method === choice.method));
    if (!offered) throw refuse();
    return registry.byName(choice.gateway);
  }
  if (choice.method) {
    if (!choices.some((c) => c.method === choice.method)) throw refuse();
    return registry.forMethod(choice.method);
  }
  const last = await repo.lastAttemptOf(db, orderId);
  const kept = last && registry.find(last.gateway);
  if (kept) return kept;
  return registry.byName((choices.find((c) => c.method === 'upi') ?? choices[0]!).gateway);
}

/** Where the gateway sends the payer back (shopper spec §2): PhonePe's result page, or the card result page. */
const returnPathOf = (gateway: string, paymentId: string) =>
  gateway === 'phonepe' ? `/phonepe-payment-status/${paymentId}` : `/payment-status/${paymentId}`;

/**
 * POST /payment/create-phonepe-payment: starts a payment of the order's total with the chosen
 * gateway (gatewayFor), at `clock`'s time (its polls count from there). Also the retry page's Retry Payment:
 * an order whose payment failed is still Pending and holds its units while its hold lasts.
 */
export async function createPayment(
  db: Db,
  registry: PaymentRegistry,
  customer: CustomerSession,
  orderId: string,
  choice: PaymentChoiceRequest,
  clock: Clock = systemClock,
) {
  const order = await customerOrder(db, orderId, customer.id);
  const gateway = await gatewayFor(db, registry, orderId, choice);
  const { orderHoldMinutes: holdMinutes } = await getSettings(db);
  for (let i = 0; i < ATTEMPT_TRIES; i++) {
    const old = await repo.findPendingForOrder(db, orderId);
    if (old && (await expireAttempt(db, registry, old)).status === 'SUCCESS')
      throw new AppError('CONFLICT', ALREADY_PAID);
    const payment = await insertAttempt(db, customer, orderId, gateway.name, clock.now(), holdMinutes);
    if (!payment) continue;
    let redirectUrl: string;
    try {
      ({ redirectUrl } = await gateway.createPayment({
        merchantTransactionId: payment.merchantTransactionId,
        amountPaise: payment.amountPaise,
        returnPath: returnPathOf(gateway.name, payment.id),
        notifyPath: notifyPath(gateway.name),
        customer: { id: customer.id, name: order.name, email: order.email, phone: order.phone },
      }));
    } catch (error) {
      // The provider never took it: the attempt cannot be paid, the order stays open for another try.
      await repo.settlePending(db, payment.id, 'FAILED');
      throw unavailable(PAYMENT_SERVICE_UNAVAILABLE, error);
    }
    return {
      payment: {
        _id: payment.id,
        merchantTransactionId: payment.merchantTransactionId,
        amount: paiseToRupees(payment.amountPaise),
      },
      phonepeResponse: { redirectUrl },
    };
  }
  throw new AppError('CONFLICT', 'Another payment for this order was just started. Please try again.');
}

/**
 * POST /payment/notify/{provider}: that provider's signed server-to-server notification, read
 * from the raw body. NOT_FOUND for a provider that is not on or a payment it did not take.
 */
export async function handleNotification(
  db: Db,
  registry: PaymentRegistry,
  provider: string,
  headers: NotificationHeaders,
  rawBody: Buffer,
) {
  const gateway = registry.find(provider);
  if (!gateway) throw new AppError('NOT_FOUND', 'Unknown payment provider');
  const status = gateway.readNotification(headers, rawBody);
  if (!status)
    throw new AppError('UNAUTHENTICATED', 'Invalid payment notification signature.', undefined, 'INVALID_SIGNATURE');
  if (status === IGNORED_NOTIFICATION) return { paymentId: null, status: null };
  const payment = await repo.findPaymentByTransaction(db, status.merchantTransactionId);
  if (!payment || payment.gateway !== gateway.name) throw new AppError('NOT_FOUND', PAYMENT_NOT_FOUND);
  const settled = await applyStatus(db, payment, status, registry);
  return { paymentId: settled.id, status: settled.status };
}
