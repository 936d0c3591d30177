/**
 * PostgreSQL's "canceling statement due to statement timeout" (SQLSTATE 57014, query_canceled),
 * as postgres.js raises it or as Drizzle wraps it (`cause`). The catalogue's reads run under a
 * statement timeout (docs/decisions/083); the error handler answers such a cancel with a 503 the
 * shopper can retry, not a 500.
 */
const QUERY_CANCELED = '57014';

/**
 * The first `code` of `error` or of the errors it wraps (`cause`, as Drizzle wraps the driver's):
 * a SQLSTATE ('57014'), or a connection failure's name from postgres.js or Node ('CONNECT_TIMEOUT',
 * 'ECONNREFUSED'); undefined when none carries one.
 */
export function errorCode(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Whether `error` (or the error it wraps) is a statement PostgreSQL cancelled on its timeout. */
export function isStatementTimeout(error: unknown): boolean {
  return errorCode(error) === QUERY_CANCELED;
}
