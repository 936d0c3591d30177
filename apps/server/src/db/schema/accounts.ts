/** Tables of the accounts module (customers) and the admin-auth module (staff). */
import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

export const users = pgTable('users', {
  id: id(),
  name: text('name').notNull(),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  email: text('email').notNull().unique(),
  phone: text('phone').notNull().default(''),
  passwordHash: text('password_hash').notNull(),
  /** When the customer agreed to the privacy notice, and which version (DPDP Act s.6; null: none recorded). */
  privacyConsentAt: timestamp('privacy_consent_at', { withTimezone: true, mode: 'date' }),
  privacyNoticeVersion: text('privacy_notice_version'),
  /** Set while a SuperAdmin has blocked the account: no sign-in, no session, no password reset. */
  blockedAt: timestamp('blocked_at', { withTimezone: true, mode: 'date' }),
  /** Google's subject id once the customer signed in with Google (issue 29): the link survives an e-mail change. */
  googleSub: text('google_sub').unique(),
  /**
   * Set when the customer erased their account (DPDP Act s.12, issue 29): name, e-mail, phone and
   * password were replaced at that moment; the row stays so the orders kept for GST (72 months) keep their owner.
   */
  deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const admins = pgTable('admins', {
  id: id(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  role: text('role', { enum: ['SubAdmin', 'SuperAdmin'] }).notNull(),
  /** A deactivated staff member cannot sign in and their sessions end (decision 010). */
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
