/**
 * PostgreSQL's "canceling statement due to statement timeout" (SQLSTATE 57014, query_canceled),
 * as postgres.js raises it or as Drizzle wraps it (`cause`). The catalogue's reads run under a
 * statement timeout (docs/decisions/083); the error handler answers such a cancel with a 503 the
 * shopper can retry, not a 500.
 */
const QUERY_CANCELED = '57014';

/** Whether `error` (or the error it wraps) is a statement PostgreSQL cancelled on its timeout. */
export function isStatementTimeout(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    if ((e as { code?: unknown }).code === QUERY_CANCELED) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
