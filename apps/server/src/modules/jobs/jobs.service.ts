/**
 * Background jobs (decision 011, DESIGN.md "Cross-cutting"). A change enqueues its follow-up work
 * in its own transaction, so the job exists if and only if the change commits; a JobRunner
 * (jobs.runner.ts, `app.jobs`) claims and runs it. Staff see failed jobs and may retry them.
 */
import { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import type { ApiJob, JobStatus } from '@shop/domain/jobs/job.responses';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.service';
import { PermanentJobError } from './jobs.errors';
import * as repo from './jobs.repository';

export const JOB_NOT_FOUND = 'Job not found';

export interface EnqueueJob {
  /** The handler's name, e.g. 'mail.send'. */
  name: string;
  /** JSON the handler gets; keep it to ids and small facts. */
  payload: Record<string, unknown>;
  /** Not before this instant; omitted = as soon as a runner is free. */
  runAt?: Date;
  /** De-duplicates: while a job with this key is unfinished, enqueueing it again does nothing. */
  key?: string;
  /** Attempts before it is marked failed (5 by default). */
  maxAttempts?: number;
}

/** Enqueues a job inside the caller's transaction (pass the Tx). */
export async function enqueueJob(db: DbOrTx, job: EnqueueJob): Promise<void> {
  await enqueueJobs(db, [job]);
}

/**
 * Enqueues several jobs inside the caller's transaction with one INSERT (a checkout's follow-ups,
 * issue 31): each as enqueueJob would, a job whose key is taken left out.
 */
export async function enqueueJobs(db: DbOrTx, jobs: EnqueueJob[]): Promise<void> {
  await repo.insertJobs(
    db,
    jobs.map((job) => ({
      name: job.name,
      payload: job.payload,
      runAt: job.runAt ?? null,
      key: job.key ?? null,
      maxAttempts: job.maxAttempts,
    })),
  );
}

/** Thrown by a handler for a job that can never succeed (jobs.errors.ts). */
export { PermanentJobError } from './jobs.errors';

/** A handler's payload checked against `schema`; a PermanentJobError when it does not match. */
export function parseJobPayload<T extends z.ZodType>(schema: T, payload: unknown): z.infer<T> {
  const parsed = schema.safeParse(payload);
  if (!parsed.success) throw new PermanentJobError(`Invalid payload: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** A job as staff see it (no payload: it may hold a customer's details). */
export function toApiJob(row: repo.JobRow): ApiJob {
  return {
    _id: row.id,
    name: row.name,
    key: row.key,
    status: row.status,
    attempts: row.attempts,
    maxAttempts: row.maxAttempts,
    runAt: row.runAt?.toISOString() ?? null,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** GET /admin/jobs: the latest jobs, optionally of one status. */
export async function listJobs(db: DbOrTx, query: { status?: JobStatus; limit: number }) {
  return (await repo.listJobs(db, query)).map(toApiJob);
}

/**
 * POST /admin/jobs/{id}/retry: runs a failed job again with fresh attempts. NOT_FOUND for an
 * unknown id; CONFLICT unless it failed, or when a newer job with its key is already queued.
 * Audited as `staffId`'s change in the same transaction (decision 034).
 */
export async function retryJob(db: Db, staffId: string, id: string) {
  return db.transaction(async (tx) => {
    const job = await repo.findJob(tx, id, true);
    if (!job) throw new AppError('NOT_FOUND', JOB_NOT_FOUND);
    if (job.status !== 'failed') throw new AppError('CONFLICT', 'Only a failed job can be retried.');
    if (job.key && (await repo.findUnfinishedByKey(tx, job.key))) {
      throw new AppError('CONFLICT', 'A newer job for the same work is already queued.');
    }
    const requeued = await repo.requeue(tx, id);
    await recordAudit(tx, {
      staffId,
      action: 'job.retry',
      entity: 'job',
      entityId: id,
      before: { status: job.status, name: job.name },
      after: { status: requeued.status },
    });
    return toApiJob(requeued);
  });
}

/** A second runner on the same app, for tests of runners racing (the app's own is app.jobs). */
export { createJobRunner } from './jobs.runner';

/** The job queue by name for /metrics (issue 32): pending, age in s of the oldest due, failed. */
export function jobQueueSummary(db: Db): ReturnType<typeof repo.queueSummary> {
  return repo.queueSummary(db);
}
