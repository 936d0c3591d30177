/**
 * Checks a statement makes in the database (docs/decisions/104): `refuseUnless(ok, reason)` is
 * the SQL of migration 0050's `refuse_unless`, true when `ok` holds and otherwise an error with
 * SQLSTATE MS409 that aborts the transaction. A caller that sent COMMIT behind such a statement
 * (db/queued-commit.ts) learns from `refusedInDatabase` that nothing was kept.
 */
import { sql, type SQL } from 'drizzle-orm';

/** The SQLSTATE `refuse_unless` raises. */
export const REFUSED_SQLSTATE = 'MS409';

/** SQL that is true when `ok` is, and otherwise fails the statement with `reason` (a fixed text, sent as a parameter). */
export function refuseUnless(ok: SQL, reason: string): SQL<boolean> {
  return sql<boolean>`refuse_unless(${ok}, ${reason})`;
}

/**
 * Whether `error` is a `refuse_unless` refusal: the driver's error (PostgreSQL and PGlite both
 * give its SQLSTATE as `code`), or Drizzle's "Failed query" error with it as its `cause`.
 */
export function refusedInDatabase(error: unknown): boolean {
  for (let at = error, depth = 0; typeof at === 'object' && at !== null && depth < 3; depth++) {
    if ((at as { code?: unknown }).code === REFUSED_SQLSTATE) return true;
    at = (at as { cause?: unknown }).cause;
  }
  return false;
}
