/**
 * Tables of the payments module, and the sandbox gateway's own ledger (what a real provider
 * would keep on its side: the amount asked for and the outcome the payer chose).
 */
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
    gateway: text('gateway').notNull(),
    merchantTransactionId: text('merchant_transaction_id').notNull().unique(),
    amountPaise: money('amount_paise').notNull(),
    status: text('status').$type<GatewayOutcome>().notNull().default('PENDING'),
    gatewayTransactionId: text('gateway_transaction_id'),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('payments_order_idx').on(t.orderId)],
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
