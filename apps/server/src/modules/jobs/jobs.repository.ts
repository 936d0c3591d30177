/** Job queries (Drizzle only, no rules): insert, claim with SKIP LOCKED, finish, list. */
import { and, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { insertIgnoringConflicts, keptStatement } from '../../db/kept-statement';
import { jobs, type JobStatus } from '../../db/schema/jobs';

export type JobRow = typeof jobs.$inferSelect;
export type NewJob = Pick<typeof jobs.$inferInsert, 'name' | 'payload' | 'runAt' | 'key' | 'maxAttempts'>;

/** Inserts jobs in one statement; a job whose key an unfinished job already has is left out. */
export async function insertJobs(db: DbOrTx, newJobs: NewJob[]): Promise<void> {
  if (newJobs.length === 0) return;
  // Kept (db/kept-statement.ts): every order queues its follow-ups with it.
  await insertIgnoringConflicts(db, jobs, newJobs);
}

/**
 * Claims up to `limit` due jobs with one of `names`: pending ones whose run_at has come, and
 * running ones whose lease ran out (their runner died). Rows another runner is claiming are
 * skipped, not waited for. Each claimed job gets `token`, a lease until `lockedUntil`, and one
 * more attempt. Returned in the order they were picked: no run_at first, then by run_at, then oldest.
 */
export async function claimDue(
  db: DbOrTx,
  options: { names: string[]; now: Date; lockedUntil: Date; token: string; limit: number },
): Promise<JobRow[]> {
  const { names, now } = options;
  if (names.length === 0) return [];
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        inArray(jobs.name, names),
        or(
          and(eq(jobs.status, 'pending'), or(isNull(jobs.runAt), lte(jobs.runAt, now))),
          and(eq(jobs.status, 'running'), lte(jobs.lockedUntil, now)),
        ),
      ),
    )
    .orderBy(sql`${jobs.runAt} asc nulls first`, jobs.createdAt)
    .limit(options.limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(jobs)
    .set({
      status: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      claimToken: options.token,
      lockedUntil: options.lockedUntil,
    })
    .where(inArray(jobs.id, due))
    .returning();
  // RETURNING keeps no order: put the batch back in the order it was picked (due first, then oldest).
  const dueAt = (job: JobRow) => job.runAt?.getTime() ?? -Infinity;
  return claimed.sort((a, b) => dueAt(a) - dueAt(b) || a.createdAt.getTime() - b.createdAt.getTime());
}

/** Ends a claimed job as done; nothing happens if another claim took it over. */
export async function markDone(db: DbOrTx, id: string, token: string, now: Date): Promise<void> {
  await markDoneStatement(db).execute({ id, token, now: now.toISOString() });
}

/** markDone's statement, kept (db/kept-statement.ts): every job ends with it. */
const markDoneStatement = keptStatement((db) =>
  db
    .update(jobs)
    .set({
      status: 'done',
      finishedAt: sql`${sql.placeholder('now')}::timestamptz`,
      claimToken: null,
      lockedUntil: null,
    })
    .where(and(eq(jobs.id, sql.placeholder('id')), eq(jobs.claimToken, sql.placeholder('token'))))
    .prepare('jobs_mark_done'),
);

/** Puts a claimed job back to run again at `runAt`, or ends it as failed when `runAt` is null. */
export async function markAttemptFailed(
  db: DbOrTx,
  id: string,
  token: string,
  error: string,
  runAt: Date | null,
  now: Date,
): Promise<void> {
  const next = runAt ? { status: 'pending' as const, runAt } : { status: 'failed' as const, finishedAt: now };
  await db
    .update(jobs)
    .set({ ...next, lastError: error, claimToken: null, lockedUntil: null })
    .where(and(eq(jobs.id, id), eq(jobs.claimToken, token)));
}

export async function listJobs(db: DbOrTx, query: { status?: JobStatus; limit: number }): Promise<JobRow[]> {
  return db
    .select()
    .from(jobs)
    .where(query.status ? eq(jobs.status, query.status) : undefined)
    .orderBy(desc(jobs.updatedAt), desc(jobs.id))
    .limit(query.limit);
}

export async function findJob(db: DbOrTx, id: string, forUpdate = false): Promise<JobRow | undefined> {
  const query = db.select().from(jobs).where(eq(jobs.id, id)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** An unfinished job with this key, if any. */
export async function findUnfinishedByKey(db: DbOrTx, key: string): Promise<JobRow | undefined> {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.key, key), inArray(jobs.status, ['pending', 'running'])))
    .limit(1);
  return row;
}

/** Makes a failed job pending again, due at once, with a fresh set of attempts. */
export async function requeue(db: DbOrTx, id: string): Promise<JobRow> {
  const [row] = await db
    .update(jobs)
    .set({ status: 'pending', runAt: null, attempts: 0, finishedAt: null })
    .where(eq(jobs.id, id))
    .returning();
  return row!;
}

/** Per job name: jobs waiting (pending), the age in s of the oldest that is due, and jobs given up on (failed). For /metrics. */
export async function queueSummary(
  db: DbOrTx,
): Promise<{ name: string; pending: number; oldestDueSeconds: number; failed: number }[]> {
  const rows = rawRows<{ name: string; pending: string; oldest_due_seconds: string | null; failed: string }>(
    await db.execute(sql`
      SELECT name,
             count(*) FILTER (WHERE status = 'pending') AS pending,
             extract(epoch FROM now() - min(coalesce(run_at, created_at)) FILTER (
               WHERE status = 'pending' AND coalesce(run_at, created_at) <= now())) AS oldest_due_seconds,
             count(*) FILTER (WHERE status = 'failed') AS failed
        FROM jobs
       WHERE status IN ('pending', 'failed')
       GROUP BY name`),
  );
  return rows.map((r) => ({
    name: r.name,
    pending: Number(r.pending),
    oldestDueSeconds: Number(r.oldest_due_seconds ?? 0),
    failed: Number(r.failed),
  }));
}
