/**
 * Table of the password-reset module (issue 29; shopper spec §2 "Forgot password"; DESIGN.md: the
 * OTP check returns a short-lived reset token that change-password requires). One row a mailed
 * OTP: kept only as an HMAC, with its tries; once verified it holds the reset token's HMAC, which
 * one password change uses up. A new OTP voids the customer's earlier rows.
 */
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, id } from './columns';

export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    otpHash: text('otp_hash').notNull(),
    otpExpiresAt: timestamp('otp_expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Wrong OTPs tried against this row; at OTP_MAX_ATTEMPTS it is void. */
    attempts: integer('attempts').notNull().default(0),
    /** Set when the OTP was checked right, with the reset token it gave. */
    tokenHash: text('token_hash').unique(),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true, mode: 'date' }),
    /** Set when the row can no longer be used: its token changed a password, or a newer OTP was sent. */
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId, t.createdAt)],
);
