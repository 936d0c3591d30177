/**
 * Table of the sessions module: one row per sign-in (DESIGN.md "Sessions"; decision 010). The
 * session token carries only the row's id; a row that is revoked or past `expires_at` ends the
 * session whatever the token says.
 */
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

export const SESSION_KINDS = ['customer', 'staff'] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    kind: text('kind', { enum: SESSION_KINDS }).notNull(),
    /** users.id for a customer, admins.id for staff (two tables, so no foreign key). */
    subjectId: text('subject_id').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [index('sessions_subject_idx').on(t.kind, t.subjectId)],
);
