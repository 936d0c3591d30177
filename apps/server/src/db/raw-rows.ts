/**
 * The rows of a raw `db.execute(sql…)`: PGlite's driver answers `{ rows }`, postgres.js an
 * array of rows. Takes either and returns the rows as `T[]` (the caller names their shape).
 */
export function rawRows<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}
