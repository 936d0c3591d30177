/**
 * The sandbox gateway's ledger queries (Drizzle only, no rules): its transactions and refunds, what a
 * real provider keeps on its side. Used by the gateway and by its hosted page.
 */
import { and, eq } from 'drizzle-orm';
import type { GatewayOutcome } from '@shop/domain/payments/payment.schemas';
import type { DbOrTx } from '../../../db/client';
import { sandboxRefunds, sandboxTransactions } from '../../../db/schema/payments';

export type SandboxTransactionRow = typeof sandboxTransactions.$inferSelect;
type NewSandboxTransaction = typeof sandboxTransactions.$inferInsert;
type NewSandboxRefund = typeof sandboxRefunds.$inferInsert;

/** The transaction the shop knows as `merchantTransactionId`, or undefined. */
export async function findTransaction(
  db: DbOrTx,
  merchantTransactionId: string,
): Promise<SandboxTransactionRow | undefined> {
  const [row] = await db
    .select()
    .from(sandboxTransactions)
    .where(eq(sandboxTransactions.merchantTransactionId, merchantTransactionId));
  return row;
}

/** Records a new transaction (status PENDING). */
export async function insertTransaction(db: DbOrTx, values: NewSandboxTransaction): Promise<void> {
  await db.insert(sandboxTransactions).values(values);
}

/** Sets the outcome of a transaction that is still PENDING; one that has an outcome keeps it. */
export async function settleIfPending(
  db: DbOrTx,
  merchantTransactionId: string,
  status: GatewayOutcome,
): Promise<void> {
  await db
    .update(sandboxTransactions)
    .set({ status })
    .where(
      and(
        eq(sandboxTransactions.merchantTransactionId, merchantTransactionId),
        eq(sandboxTransactions.status, 'PENDING'),
      ),
    );
}

/** Records a refund once per refund id and returns the refund that id stands for (the first one). */
export async function recordRefundOnce(
  db: DbOrTx,
  values: NewSandboxRefund,
): Promise<typeof sandboxRefunds.$inferSelect> {
  await db.insert(sandboxRefunds).values(values).onConflictDoNothing();
  const [refund] = await db.select().from(sandboxRefunds).where(eq(sandboxRefunds.refundId, values.refundId));
  return refund!;
}
