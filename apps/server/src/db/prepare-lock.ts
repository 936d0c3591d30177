/**
 * One process at a time prepares a PostgreSQL database (migrations, then the first-start data):
 * servers started side by side on a fresh database otherwise both apply the same migration and
 * the second stops on "relation already exists" (issue 32 "Scale-out proven", docs/decisions/088).
 * The seed steps' own locks (seed/seed-lock.ts) stay for callers that seed outside this one. The
 * lock is a session-level advisory lock on a connection of its own, so it ends with that
 * connection even when the process dies holding it.
 */
/** The advisory lock's key: any fixed number no other code of the shop takes. */
const PREPARE_LOCK_KEY = 320_088;

/**
 * Runs `work` while holding the prepare lock of the PostgreSQL database at `url` (waiting for a
 * process that holds it), and returns what it returns. Without `url` (the embedded database,
 * opened by one process only) it just runs `work`.
 */
export async function whilePreparing<T>(url: string | undefined, work: () => Promise<T>): Promise<T> {
  if (!url) return work();
  // Loaded here: an embedded start has no use for node-postgres (docs/decisions/090).
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [PREPARE_LOCK_KEY]);
    return await work();
  } finally {
    // Ending the session releases the lock too; the explicit unlock just frees it sooner.
    await client.query('SELECT pg_advisory_unlock($1)', [PREPARE_LOCK_KEY]).catch(() => undefined);
    await client.end();
  }
}
