/** Session row queries (Drizzle only; decision 010). */
import { and, eq, isNull, lt, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { keptRowBy } from '../../db/kept-statement';
import { sessions, type SessionKind } from '../../db/schema/sessions';

export type SessionRow = typeof sessions.$inferSelect;
export type { SessionKind };

/** Inserts a session row and returns it. */
export async function insertSession(db: DbOrTx, values: typeof sessions.$inferInsert): Promise<SessionRow> {
  const [row] = await db.insert(sessions).values(values).returning();
  return row!;
}

/** The session row `id`, whatever its state, or undefined. */
export async function findSession(db: DbOrTx, id: string): Promise<SessionRow | undefined> {
  const [row] = await sessionStatement(db).execute({ value: id });
  return row;
}

/** findSession's statement, built once (db/kept-statement.ts): every signed-in request may run it. */
const sessionStatement = keptRowBy(sessions, sessions.id, 'sessions_by_id');

/** Marks one session revoked (a second call changes nothing). */
export async function revokeSession(db: DbOrTx, id: string, at: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

/** Marks every live session of a subject revoked, but `exceptId`; returns the ids it revoked. */
export async function revokeSessionsOf(
  db: DbOrTx,
  kind: SessionKind,
  subjectId: string,
  at: Date,
  exceptId?: string,
): Promise<string[]> {
  const conditions = [eq(sessions.kind, kind), eq(sessions.subjectId, subjectId), isNull(sessions.revokedAt)];
  if (exceptId) conditions.push(ne(sessions.id, exceptId));
  const rows = await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(...conditions))
    .returning({ id: sessions.id });
  return rows.map((r) => r.id);
}

/** Deletes a subject's sessions that expired before `before`, so rows do not pile up. */
export async function deleteExpiredSessionsOf(
  db: DbOrTx,
  kind: SessionKind,
  subjectId: string,
  before: Date,
): Promise<void> {
  await db
    .delete(sessions)
    .where(and(eq(sessions.kind, kind), eq(sessions.subjectId, subjectId), lt(sessions.expiresAt, before)));
}
