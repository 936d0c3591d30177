/**
 * The customer's mail about a settled payment (issue 5 "Mail"): "payment received" when an order
 * keeps a capture, "payment failed" when a failed or cancelled payment cancels it. Queued in the
 * settling transaction, keyed by the payment, so a message exists exactly when the change commits.
 */
import type { DbOrTx } from '../../db/client';
import { enqueueMail, PAYMENT_FAILED_MAIL, PAYMENT_RECEIVED_MAIL } from '../mail/mail.service';
import type { OrderRow } from '../orders/orders.service';
import type { PaymentRow } from './payments.repository';

export async function enqueuePaymentMail(tx: DbOrTx, order: OrderRow, payment: PaymentRow, outcome: 'SUCCESS' | 'FAILED' | 'CANCELLED'): Promise<void> {
  const common = { orderId: order.id, customerName: order.name, amountPaise: Number(payment.amountPaise) };
  if (outcome === 'SUCCESS') {
    await enqueueMail(tx, { template: PAYMENT_RECEIVED_MAIL, to: order.email, key: `payment-received:${payment.id}`, data: common });
  } else {
    await enqueueMail(tx, { template: PAYMENT_FAILED_MAIL, to: order.email, key: `payment-failed:${payment.id}`, data: { ...common, reason: outcome } });
  }
}
