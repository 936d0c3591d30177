/**
 * Tables of the payments module (attempts and refunds), and the sandbox gateway's own ledger
 * (what a real provider would keep on its side: the amount asked for, the outcome the payer
 * chose, the refunds it paid out).
 */
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { GatewayOutcome } from '@shop/domain/payments/payment.schemas';
import { orders } from './orders';
import { createdAt, id, money, updatedAt } from './columns';

export const payments = pgTable(
  'payments',
  {
    id: id(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    /** The gateway that took this attempt; every later call (status, notify, refund, expire) goes to it. */
    gateway: text('gateway').notNull(),
    merchantTransactionId: text('merchant_transaction_id').notNull().unique(),
    amountPaise: money('amount_paise').notNull(),
    status: text('status').$type<GatewayOutcome>().notNull().default('PENDING'),
    gatewayTransactionId: text('gateway_transaction_id'),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    // At most one attempt per order can take money: the database refuses a second PENDING one.
    uniqueIndex('payments_one_pending_per_order')
      .on(t.orderId)
      .where(sql`${t.status} = 'PENDING'`),
    index('payments_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'PENDING'`),
  ],
);

export type RefundStatus = 'DUE' | 'ISSUED';

/**
 * Money to give back: a capture the order could not keep (it arrived for a cancelled, expired or
 * already paid order, or the paid order was cancelled). One refund per capture, by a unique index.
 */
export const refunds = pgTable(
  'refunds',
  {
    /** Also the idempotency key sent to the gateway, so a retried refund is paid out once. */
    id: id(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    amountPaise: money('amount_paise').notNull(),
    /** The return request it pays back (issue 26): a capture may then have several refunds, one per return. */
    returnRequestId: text('return_request_id'),
    status: text('status').$type<RefundStatus>().notNull().default('DUE'),
    providerRefundId: text('provider_refund_id'),
    issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // A capture the order cannot keep is refunded once, whole; returns refund parts of a kept one, once each.
    uniqueIndex('refunds_payment_unique')
      .on(t.paymentId)
      .where(sql`${t.returnRequestId} is null`),
    uniqueIndex('refunds_return_unique').on(t.returnRequestId),
    index('refunds_order_idx').on(t.orderId),
    index('refunds_due_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'DUE'`),
  ],
);

export const sandboxTransactions = pgTable('sandbox_transactions', {
  merchantTransactionId: text('merchant_transaction_id').primaryKey(),
  amountPaise: money('amount_paise').notNull(),
  status: text('status').$type<GatewayOutcome>().notNull().default('PENDING'),
  gatewayTransactionId: text('gateway_transaction_id').notNull(),
  returnUrl: text('return_url').notNull(),
  notifyPath: text('notify_path').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The sandbox's refunds, keyed by the shop's refund id (its idempotency key). */
export const sandboxRefunds = pgTable('sandbox_refunds', {
  refundId: text('refund_id').primaryKey(),
  merchantTransactionId: text('merchant_transaction_id')
    .notNull()
    .references(() => sandboxTransactions.merchantTransactionId),
  amountPaise: money('amount_paise').notNull(),
  providerRefundId: text('provider_refund_id').notNull(),
  createdAt: createdAt(),
});
