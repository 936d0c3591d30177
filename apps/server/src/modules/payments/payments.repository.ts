/** Payment queries (Drizzle only). */
import { and, eq } from 'drizzle-orm';
import type { GatewayOutcome } from '@shop/domain/payments/payment.schemas';
import type { DbOrTx } from '../../db/client';
import { payments } from '../../db/schema/payments';

export type PaymentRow = typeof payments.$inferSelect;

export async function insertPayment(tx: DbOrTx, values: typeof payments.$inferInsert): Promise<PaymentRow> {
  const [row] = await tx.insert(payments).values(values).returning();
  return row!;
}

export async function findPayment(db: DbOrTx, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
  return row;
}

export async function findPaymentByTransaction(db: DbOrTx, merchantTransactionId: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.merchantTransactionId, merchantTransactionId)).limit(1);
  return row;
}

/**
 * Settles a payment that is still PENDING. The condition makes this the one place a payment
 * changes: of two callers racing (notification and redirect), exactly one gets the row back.
 */
export async function settlePending(
  tx: DbOrTx,
  id: string,
  outcome: Exclude<GatewayOutcome, 'PENDING'>,
  gatewayTransactionId: string | null,
): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .update(payments)
    .set({ status: outcome, gatewayTransactionId, paidAt: outcome === 'SUCCESS' ? new Date() : null })
    .where(and(eq(payments.id, id), eq(payments.status, 'PENDING')))
    .returning();
  return row;
}
