/** Password-reset queries (Drizzle only): the password_resets rows of one customer. */
import { and, desc, eq, gt, isNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { passwordResets } from '../../db/schema/password-reset';

export type PasswordResetRow = typeof passwordResets.$inferSelect;

/** Closes every row of the customer still open (a newer OTP, or a password changed). */
export async function closeOpenResets(db: DbOrTx, userId: string, now: Date): Promise<void> {
  await db
    .update(passwordResets)
    .set({ closedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.closedAt)));
}

export async function insertReset(db: DbOrTx, values: typeof passwordResets.$inferInsert): Promise<void> {
  await db.insert(passwordResets).values(values);
}

/**
 * The customer's newest OTP still open, unexpired, not yet verified and under `maxAttempts` tries,
 * locked until the transaction ends; undefined when there is none.
 */
export async function lockUsableOtp(
  db: DbOrTx,
  userId: string,
  now: Date,
  maxAttempts: number,
): Promise<PasswordResetRow | undefined> {
  const [row] = await db
    .select()
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.userId, userId),
        isNull(passwordResets.closedAt),
        isNull(passwordResets.tokenHash),
        gt(passwordResets.otpExpiresAt, now),
        lt(passwordResets.attempts, maxAttempts),
      ),
    )
    .orderBy(desc(passwordResets.createdAt))
    .limit(1)
    .for('update');
  return row;
}

export async function countWrongTry(db: DbOrTx, id: string, attempts: number): Promise<void> {
  await db.update(passwordResets).set({ attempts }).where(eq(passwordResets.id, id));
}

export async function storeToken(db: DbOrTx, id: string, tokenHash: string, tokenExpiresAt: Date): Promise<void> {
  await db.update(passwordResets).set({ tokenHash, tokenExpiresAt }).where(eq(passwordResets.id, id));
}

/** The open row whose reset token has this HMAC and has not expired, locked; undefined otherwise. */
export async function lockByToken(db: DbOrTx, tokenHash: string, now: Date): Promise<PasswordResetRow | undefined> {
  const [row] = await db
    .select()
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.closedAt),
        gt(passwordResets.tokenExpiresAt, now),
      ),
    )
    .limit(1)
    .for('update');
  return row;
}

/** Deletes every reset row of the customer (account erasure). */
export async function deleteResetsOf(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(passwordResets).where(eq(passwordResets.userId, userId));
}
