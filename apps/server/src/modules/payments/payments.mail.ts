/**
 * The customer's mail about a settled payment (issue 5 "Mail", issue 8): "order confirmed" (the
 * full confirmation: lines, totals, amount paid) when an order keeps a capture, "payment failed"
 * with the retry link while the order's hold lasts when a failed or cancelled payment cancels it,
 * and "refund issued" with the amount. Queued in the transaction of the change, keyed by the
 * payment or refund, so a message exists exactly once, when the change commits.
 */
import type { DbOrTx } from '../../db/client';
import { enqueueMail, PAYMENT_FAILED_MAIL, PAYMENT_RECEIVED_MAIL, REFUND_ISSUED_MAIL } from '../mail/mail.service';
import { orderMailSummary, type OrderRow } from '../orders/orders.service';
import { getSettings } from '../settings/settings.service';
import type { PaymentRow, RefundRow } from './payments.repository';

const MINUTE_MS = 60_000;

/** Queues "order confirmed" (SUCCESS) or "payment failed" (FAILED / CANCELLED, at `now`) for `order`. */
export async function enqueuePaymentMail(
  tx: DbOrTx,
  order: OrderRow,
  payment: PaymentRow,
  outcome: 'SUCCESS' | 'FAILED' | 'CANCELLED',
  now: Date = new Date(),
): Promise<void> {
  const common = { orderId: order.id, customerName: order.name, amountPaise: Number(payment.amountPaise) };
  if (outcome === 'SUCCESS') {
    const summary = await orderMailSummary(tx, order);
    await enqueueMail(tx, {
      template: PAYMENT_RECEIVED_MAIL,
      to: order.email,
      key: `payment-received:${payment.id}`,
      data: { ...common, ...summary },
    });
  } else {
    const { orderHoldMinutes } = await getSettings(tx);
    const holdEnds = new Date(order.createdAt.getTime() + orderHoldMinutes * MINUTE_MS);
    const retryUntil = holdEnds > now ? holdEnds.toISOString() : null;
    await enqueueMail(tx, {
      template: PAYMENT_FAILED_MAIL,
      to: order.email,
      key: `payment-failed:${payment.id}`,
      data: { ...common, reason: outcome, retryUntil },
    });
  }
}

/** Queues "refund issued" for `refund` of `order` (in the transaction that marks it issued). */
export async function enqueueRefundMail(tx: DbOrTx, order: OrderRow, refund: RefundRow): Promise<void> {
  await enqueueMail(tx, {
    template: REFUND_ISSUED_MAIL,
    to: order.email,
    key: `refund-issued:${refund.id}`,
    data: { orderId: order.id, customerName: order.name, amountPaise: Number(refund.amountPaise) },
  });
}
