/**
 * Verifying a payment (shopper spec §7 /payment/verify-phonepe-payment and
 * /payment/verify-cashfree-payment): asks the payment's gateway while it is pending and settles
 * it once (settlement.service.ts). A provider that cannot be asked is UNAVAILABLE and changes
 * nothing; the reconciliation job asks again later.
 */
import { paiseToRupees } from '@shop/domain/money/money.rules';
import type { GatewayOutcome } from '@shop/domain/payments/payment.schemas';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { CustomerSession } from '../sessions/sessions.service';
import type { PaymentRegistry } from '../../providers/payments/gateways.config';
import { customerOrder } from '../orders/orders.service';
import { PAYMENT_NOT_FOUND, unavailable, VERIFICATION_UNAVAILABLE } from './payments.service';
import * as repo from './payments.repository';
import { applyStatus } from './settlement.service';

const MESSAGES: Record<GatewayOutcome, string> = {
  SUCCESS: 'Payment successful!',
  FAILED: 'Payment verification failed',
  CANCELLED: 'Payment was cancelled by user',
  EXPIRED: 'This payment attempt has expired',
  PENDING: 'Payment is still being processed',
};

/** The gateway's status of a pending attempt; UNAVAILABLE (nothing changes) when it cannot be asked. */
async function askGateway(registry: PaymentRegistry, payment: repo.PaymentRow) {
  if (payment.status !== 'PENDING') return undefined;
  try {
    return await registry.byName(payment.gateway).fetchStatus(payment.merchantTransactionId);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unavailable(VERIFICATION_UNAVAILABLE, error);
  }
}

/**
 * POST /payment/verify-phonepe-payment: asks the payment's gateway and settles it if it can.
 * `gatewayOrderId`, when given, must be the payment's own (Cashfree's order_id is our
 * merchantTransactionId). UNAVAILABLE when the provider is down: the payment stays as it was and
 * the reconciliation job asks again later.
 */
export async function verifyPayment(
  db: Db,
  registry: PaymentRegistry,
  customer: CustomerSession,
  paymentId: string,
  gatewayOrderId?: string,
) {
  const payment = await repo.findPayment(db, paymentId);
  if (!payment || (gatewayOrderId && gatewayOrderId !== payment.merchantTransactionId))
    throw new AppError('NOT_FOUND', PAYMENT_NOT_FOUND);
  // Only the order's customer may verify: customerOrder answers NOT_FOUND otherwise.
  await customerOrder(db, payment.orderId, customer.id);
  const status = await askGateway(registry, payment);
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
    merchantTransactionId: current.merchantTransactionId,
  };
}

const CASHFREE_ORDER_STATUS = {
  SUCCESS: 'PAID',
  PENDING: 'ACTIVE',
  FAILED: 'FAILED',
  CANCELLED: 'CANCELLED',
  EXPIRED: 'EXPIRED',
} as const;

/**
 * POST /payment/verify-cashfree-payment (shopper spec §7): verifyPayment, with the outcome also
 * in Cashfree's words under `data` (order_status PAID on success) as the card result page reads it.
 */
export async function verifyCashfreePayment(
  db: Db,
  registry: PaymentRegistry,
  customer: CustomerSession,
  paymentId: string,
  gatewayOrderId?: string,
) {
  const { response, message, merchantTransactionId } = await verifyPayment(
    db,
    registry,
    customer,
    paymentId,
    gatewayOrderId,
  );
  const data = {
    order_id: merchantTransactionId,
    order_status: CASHFREE_ORDER_STATUS[response.status],
    order_amount: response.amount,
    cf_payment_id: response.transactionId,
    payment_time: response.paidAt,
  };
  return { response: { ...response, data }, message };
}
