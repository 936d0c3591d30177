/**
 * Table of the jobs module (decision 011): background work enqueued in the transaction of the
 * change that causes it, claimed with FOR UPDATE SKIP LOCKED, leased while it runs.
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { JobStatus } from '@shop/domain/jobs/job.responses';
import { createdAt, id, updatedAt } from './columns';

export { JOB_STATUSES, type JobStatus } from '@shop/domain/jobs/job.responses';

export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    name: text('name').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status').$type<JobStatus>().notNull().default('pending'),
    /** When it may run; null = as soon as a runner is free (no clock needed to enqueue). */
    runAt: timestamp('run_at', { withTimezone: true, mode: 'date' }),
    /** De-duplicates: two unfinished jobs never share a key. */
    key: text('key'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lastError: text('last_error'),
    /** The claim that runs it now, and until when; a claim past its lease is taken over. */
    claimToken: text('claim_token'),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('jobs_unfinished_key')
      .on(t.key)
      .where(sql`${t.status} in ('pending', 'running')`),
    index('jobs_due_idx').on(t.status, t.runAt),
  ],
);
