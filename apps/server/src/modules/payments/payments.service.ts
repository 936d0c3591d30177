/**
 * Taking payment for an order (shopper spec §7 /payment calls) through a PaymentGateway.
 * A payment is settled once: whichever of the provider's notification and the payer's return
 * arrives first settles it, the other finds it settled. A notification with a bad signature, or
 * an amount that differs from what the order asked, is refused and changes nothing.
 */
import { paiseToRupees } from '@shop/domain/money/money';
import type { GatewayOutcome } from '@shop/domain/payments/payment.schemas';
import type { Db, Tx } from '../../db/client';
import { newId } from '../../db/schema/columns';
import { AppError } from '../../lib/app-error';
import type { CustomerSession } from '../../plugins/auth';
import type { GatewayStatus, PaymentGateway } from '../../providers/payments/payment-gateway';
import { enqueueMail, PAYMENT_FAILED_MAIL, PAYMENT_RECEIVED_MAIL } from '../mail/mail.service';
import { customerOrder, findOrderById, markPaid, markPaymentFailed } from '../orders/orders.service';
import * as repo from './payments.repository';

export const NOTIFY_PATH = '/api/v1/payment/notify';
export const PAYMENT_NOT_FOUND = 'Payment not found';

/** POST /payment/create-phonepe-payment: starts a payment of the order's total. */
export async function createPayment(db: Db, gateway: PaymentGateway, customer: CustomerSession, orderId: string) {
  const payment = await db.transaction(async (tx) => {
    const order = await customerOrder(tx, orderId, customer.id, true);
    if (order.paymentStatus === 'Paid') throw new AppError('CONFLICT', 'This order is already paid.');
    if (order.status === 'Cancelled') throw new AppError('CONFLICT', 'This order was cancelled and cannot be paid.');
    const id = newId();
    return repo.insertPayment(tx, {
      id,
      orderId: order.id,
      gateway: gateway.name,
      merchantTransactionId: `MT${id.replaceAll('-', '').toUpperCase()}`,
      amountPaise: order.totalPaise,
    });
  });
  const { redirectUrl } = await gateway.createPayment({
    merchantTransactionId: payment.merchantTransactionId,
    amountPaise: payment.amountPaise,
    returnPath: `/payment-status/${payment.id}`,
    notifyPath: NOTIFY_PATH,
  });
  return {
    payment: { _id: payment.id, merchantTransactionId: payment.merchantTransactionId, amount: paiseToRupees(payment.amountPaise) },
    phonepeResponse: { redirectUrl },
  };
}

/**
 * Applies what the provider reports to our payment and its order, once. Returns the payment as
 * it stands afterwards. Refuses (UNPROCESSABLE) a success whose amount differs from the payment's.
 */
async function applyStatus(db: Db, payment: repo.PaymentRow, status: GatewayStatus): Promise<repo.PaymentRow> {
  if (status.outcome === 'PENDING' || payment.status !== 'PENDING') return payment;
  if (status.amountPaise !== payment.amountPaise) {
    throw new AppError('UNPROCESSABLE', 'The amount paid does not match the order.');
  }
  const outcome: Exclude<GatewayOutcome, 'PENDING'> = status.outcome;
  return db.transaction(async (tx) => {
    const settled = await repo.settlePending(tx, payment.id, outcome, status.gatewayTransactionId);
    if (!settled) return (await repo.findPayment(tx, payment.id))!;
    if (outcome === 'SUCCESS') await markPaid(tx, settled.orderId);
    else await markPaymentFailed(tx, settled.orderId);
    await enqueuePaymentMail(tx, settled, outcome);
    return settled;
  });
}

/** Queues "payment received" or "payment failed" for the order's customer, in the settling transaction. */
async function enqueuePaymentMail(tx: Tx, payment: repo.PaymentRow, outcome: Exclude<GatewayOutcome, 'PENDING'>): Promise<void> {
  const order = await findOrderById(tx, payment.orderId);
  if (!order) return;
  const common = { orderId: order.id, customerName: order.name, amountPaise: Number(payment.amountPaise) };
  if (outcome === 'SUCCESS') {
    await enqueueMail(tx, { template: PAYMENT_RECEIVED_MAIL, to: order.email, key: `payment-received:${payment.id}`, data: common });
  } else {
    await enqueueMail(tx, { template: PAYMENT_FAILED_MAIL, to: order.email, key: `payment-failed:${payment.id}`, data: { ...common, reason: outcome } });
  }
}

const MESSAGES: Record<GatewayOutcome, string> = {
  SUCCESS: 'Payment successful!',
  FAILED: 'Payment verification failed',
  CANCELLED: 'Payment was cancelled by user',
  PENDING: 'Payment is still being processed',
};

/** POST /payment/verify-phonepe-payment: asks the provider and settles the payment if it can. */
export async function verifyPayment(db: Db, gateway: PaymentGateway, customer: CustomerSession, paymentId: string) {
  const payment = await repo.findPayment(db, paymentId);
  if (!payment) throw new AppError('NOT_FOUND', PAYMENT_NOT_FOUND);
  // Only the order's customer may verify: customerOrder answers NOT_FOUND otherwise.
  await customerOrder(db, payment.orderId, customer.id);
  const status = payment.status === 'PENDING' ? await gateway.fetchStatus(payment.merchantTransactionId) : undefined;
  const current = status ? await applyStatus(db, payment, status) : payment;
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

/** POST /payment/notify: the provider's signed server-to-server notification. */
export async function handleNotification(db: Db, gateway: PaymentGateway, headers: Record<string, string | string[] | undefined>, body: unknown) {
  const status = gateway.readNotification(headers, body);
  if (!status) throw new AppError('UNAUTHENTICATED', 'Invalid payment notification signature.');
  const payment = await repo.findPaymentByTransaction(db, status.merchantTransactionId);
  if (!payment) throw new AppError('NOT_FOUND', PAYMENT_NOT_FOUND);
  const settled = await applyStatus(db, payment, status);
  return { paymentId: settled.id, status: settled.status };
}
