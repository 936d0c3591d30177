/**
 * An order's money as staff see it (issue 10 "Order detail for staff"): every payment attempt with
 * its gateway, outcome, amount, times and why it took nothing, and every refund, due or issued.
 * Reads only; amounts in rupees, times as ISO strings.
 */
import {
  paymentFailureReason,
  type PaymentAttempt,
  type RefundEntry,
} from '@shop/domain/orders/order-detail.responses';
import { paiseToRupees } from '@shop/domain/money/money.rules';
import type { DbOrTx } from '../../db/client';
import type { PaymentRegistry } from '../../providers/payments/gateways.config';
import * as repo from './payments.repository';

/**
 * The attempts of order `orderId`, oldest first. `registry` names the ways each attempt's gateway
 * takes (an attempt does not record which the payer used; none for a gateway no longer on).
 */
export async function paymentAttemptsOfOrder(
  db: DbOrTx,
  registry: PaymentRegistry,
  orderId: string,
): Promise<PaymentAttempt[]> {
  const rows = await repo.attemptsOfOrder(db, orderId);
  return rows.map((row) => ({
    _id: row.id,
    gateway: row.gateway,
    methods: [...(registry.find(row.gateway)?.methods ?? [])],
    merchantTransactionId: row.merchantTransactionId,
    gatewayTransactionId: row.gatewayTransactionId,
    status: row.status,
    failure_reason: paymentFailureReason(row.status),
    amount: paiseToRupees(row.amountPaise),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
  }));
}

/** The refunds of order `orderId` (one per capture it could not keep), oldest first. */
export async function refundEntriesOfOrder(db: DbOrTx, orderId: string): Promise<RefundEntry[]> {
  const rows = await repo.refundsOfOrder(db, orderId);
  return rows.map((row) => ({
    _id: row.id,
    payment_id: row.paymentId,
    amount: paiseToRupees(row.amountPaise),
    status: row.status,
    providerRefundId: row.providerRefundId,
    created_at: row.createdAt.toISOString(),
    issued_at: row.issuedAt?.toISOString() ?? null,
  }));
}
