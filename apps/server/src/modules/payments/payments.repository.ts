/** Payment attempt and refund queries (Drizzle only, no rules). */
import { and, asc, desc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import type { GatewayOutcome } from '@shop/domain/payments/payment.schemas';
import type { DbOrTx } from '../../db/client';
import { payments, refunds } from '../../db/schema/payments';

export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;

export async function insertPayment(tx: DbOrTx, values: typeof payments.$inferInsert): Promise<PaymentRow> {
  const [row] = await tx.insert(payments).values(values).returning();
  return row!;
}

export async function findPayment(db: DbOrTx, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
  return row;
}

export async function findPaymentByTransaction(
  db: DbOrTx,
  merchantTransactionId: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.merchantTransactionId, merchantTransactionId))
    .limit(1);
  return row;
}

/** The order's PENDING attempt (at most one: a partial unique index). */
export async function findPendingForOrder(db: DbOrTx, orderId: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'PENDING')))
    .limit(1);
  return row;
}

/** The order's newest attempt, whatever its status. */
export async function lastAttemptOf(db: DbOrTx, orderId: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row;
}

/** PENDING attempts started at or before `before`, oldest first (reconciliation). */
export async function pendingPaymentsBefore(db: DbOrTx, before: Date, limit: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.status, 'PENDING'), lte(payments.createdAt, before)))
    .orderBy(asc(payments.createdAt))
    .limit(limit);
}

/**
 * Settles a payment that is still PENDING with a non-success outcome. The condition makes this
 * the one place such a change happens: of two callers racing, exactly one gets the row back.
 */
export async function settlePending(
  tx: DbOrTx,
  id: string,
  outcome: Exclude<GatewayOutcome, 'PENDING' | 'SUCCESS'>,
): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .update(payments)
    .set({ status: outcome })
    .where(and(eq(payments.id, id), eq(payments.status, 'PENDING')))
    .returning();
  return row;
}

/**
 * Records a capture: from any status but SUCCESS (a provider may capture an attempt we had
 * voided). Returns the row when this call recorded it, undefined when it already was.
 */
export async function recordCapture(
  tx: DbOrTx,
  id: string,
  gatewayTransactionId: string | null,
): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .update(payments)
    .set({ status: 'SUCCESS', gatewayTransactionId, paidAt: new Date() })
    .where(and(eq(payments.id, id), ne(payments.status, 'SUCCESS')))
    .returning();
  return row;
}

/** Captured payments of the order that have no refund yet. */
export async function keptCaptures(db: DbOrTx, orderId: string): Promise<PaymentRow[]> {
  return (await capturesWithRefunded(db, orderId))
    .filter((c) => c.refundedPaise < c.payment.amountPaise)
    .map((c) => c.payment);
}

/** The order's captures, oldest first, each with what its refunds (due or issued) add up to, in paise. */
export async function capturesWithRefunded(
  db: DbOrTx,
  orderId: string,
): Promise<{ payment: PaymentRow; refundedPaise: number }[]> {
  const rows = await db
    .select({ payment: payments, refunded: sql<string>`coalesce(sum(${refunds.amountPaise}), 0)` })
    .from(payments)
    .leftJoin(refunds, eq(refunds.paymentId, payments.id))
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'SUCCESS')))
    .groupBy(payments.id)
    .orderBy(asc(payments.createdAt), asc(payments.id));
  return rows.map((r) => ({ payment: r.payment, refundedPaise: Number(r.refunded) }));
}

/** Inserts a DUE refund of `amountPaise` of `payment` for the return request; nothing when that return already has one. */
export async function insertReturnRefundDue(
  tx: DbOrTx,
  payment: PaymentRow,
  amountPaise: number,
  returnRequestId: string,
): Promise<RefundRow | undefined> {
  const [row] = await tx
    .insert(refunds)
    .values({ paymentId: payment.id, orderId: payment.orderId, amountPaise, returnRequestId })
    .onConflictDoNothing({ target: refunds.returnRequestId })
    .returning();
  return row;
}

/** Inserts a DUE refund of the whole payment; nothing when it already has one (unique index). */
export async function insertRefundDue(tx: DbOrTx, payment: PaymentRow): Promise<RefundRow | undefined> {
  const [row] = await tx
    .insert(refunds)
    .values({ paymentId: payment.id, orderId: payment.orderId, amountPaise: payment.amountPaise })
    .onConflictDoNothing({ target: refunds.paymentId, where: sql`${refunds.returnRequestId} is null` })
    .returning();
  return row;
}

export async function findRefund(db: DbOrTx, id: string): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id)).limit(1);
  return row;
}

/** Marks a DUE refund ISSUED; undefined when another caller did first. */
export async function markRefundIssued(
  tx: DbOrTx,
  id: string,
  providerRefundId: string,
): Promise<RefundRow | undefined> {
  const [row] = await tx
    .update(refunds)
    .set({ status: 'ISSUED', providerRefundId, issuedAt: new Date() })
    .where(and(eq(refunds.id, id), eq(refunds.status, 'DUE')))
    .returning();
  return row;
}

export async function dueRefundIds(db: DbOrTx, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(eq(refunds.status, 'DUE'))
    .orderBy(asc(refunds.createdAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

export async function refundsOfOrder(db: DbOrTx, orderId: string): Promise<RefundRow[]> {
  return db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.createdAt));
}

/** True when the order has a refund still DUE. */
export async function hasDueRefund(db: DbOrTx, orderId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.status, 'DUE')))
    .limit(1);
  return row !== undefined;
}

/** When each of these orders was first captured (the earliest paid attempt), by order id. */
export async function firstCaptureTimes(db: DbOrTx, orderIds: string[]): Promise<Map<string, Date>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: payments.orderId, paidAt: sql<Date | string>`min(${payments.paidAt})` })
    .from(payments)
    .where(and(inArray(payments.orderId, orderIds), eq(payments.status, 'SUCCESS')))
    .groupBy(payments.orderId);
  return new Map(rows.filter((r) => r.paidAt !== null).map((r) => [r.orderId, new Date(r.paidAt)]));
}

/** Every payment attempt of the order, oldest first (staff order detail). */
export async function attemptsOfOrder(db: DbOrTx, orderId: string): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(asc(payments.createdAt), asc(payments.id));
}
