/**
 * The JobRunner behind `app.jobs` (decision 011). `runDue` claims every due job whose handler is
 * registered and runs it; `start` polls in the background until `stop`. A claim is a lease:
 * SKIP LOCKED keeps two runners from claiming the same job, the claim token keeps a runner whose
 * lease ran out from finishing a job another runner took over, and a job whose runner died is
 * claimed again once its lease ends; a runner whose lease ran out mid-batch leaves the rest of the
 * batch unrun. Handlers must be idempotent: a job may run more than once.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import * as repo from './jobs.repository';
import { PermanentJobError } from './jobs.errors';

export interface JobContext {
  app: FastifyInstance;
  /** 1 on the first run, 2 on the first retry… */
  attempt: number;
  log: FastifyBaseLogger;
  jobId: string;
}

export type JobHandler = (payload: Record<string, unknown>, ctx: JobContext) => Promise<void>;

export interface JobRunner {
  /** Registers the handler of jobs named `name` (one per name). */
  register(name: string, handler: JobHandler): void;
  /** Claims and runs every job due at app.clock.now(), one after another; returns how many ran. */
  runDue(): Promise<number>;
  /** Polls for due jobs every `pollMs` until stop(); with `only`, just the jobs of those names. */
  start(only?: readonly string[]): void;
  /** Stops polling and waits for the run in progress. */
  stop(): Promise<void>;
}

export interface JobRunnerOptions {
  /** How long a claim lasts before another runner may take the job over, in ms. */
  leaseMs?: number;
  pollMs?: number;
  batchSize?: number;
}

const MAX_ERROR_LENGTH = 2000;
/** Bounds one runDue, so handlers that keep enqueueing due jobs cannot keep it going forever. */
const MAX_BATCHES = 50;

/** Delay before attempt `attempt + 1` after attempt `attempt` failed: 30 s × 4^(attempt−1), at most 6 h. */
export function backoffMs(attempt: number): number {
  return Math.min(30_000 * 4 ** Math.max(0, attempt - 1), 6 * 3600_000);
}

export function createJobRunner(app: FastifyInstance, options: JobRunnerOptions = {}): JobRunner {
  const { leaseMs = 5 * 60_000, pollMs = 1_000, batchSize = 10 } = options;
  const handlers = new Map<string, JobHandler>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let started = false;
  let onlyNames: readonly string[] | undefined;

  async function runOne(job: repo.JobRow, token: string): Promise<void> {
    const log = app.log.child({ jobId: job.id, job: job.name, attempt: job.attempts });
    try {
      // A job whose runners keep dying mid-run is reclaimed with one more attempt each time.
      if (job.attempts > job.maxAttempts) throw new Error('Gave up: its runner stopped before finishing it');
      await handlers.get(job.name)!(job.payload, { app, attempt: job.attempts, log, jobId: job.id });
      await repo.markDone(app.db, job.id, token, app.clock.now());
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);
      const now = app.clock.now();
      // A job that can never succeed (a payload that does not parse) fails at once: retrying only repeats it.
      const retryable = !(error instanceof PermanentJobError) && job.attempts < job.maxAttempts;
      const retryAt = retryable ? new Date(now.getTime() + backoffMs(job.attempts)) : null;
      await repo.markAttemptFailed(app.db, job.id, token, message, retryAt, now);
      if (retryAt) log.warn({ retryAt }, `job failed, will retry: ${message}`);
      else log.error(`job failed for good: ${message}`);
    }
  }

  async function runDue(): Promise<number> {
    let ran = 0;
    for (let batch = 0; batch < MAX_BATCHES; batch++) {
      const now = app.clock.now();
      const token = randomUUID();
      const lockedUntil = new Date(now.getTime() + leaseMs);
      const claimed = await repo.claimDue(app.db, {
        names: [...handlers.keys()].filter((name) => !onlyNames || onlyNames.includes(name)),
        now,
        lockedUntil,
        token,
        limit: batchSize,
      });
      if (claimed.length === 0) break;
      for (const job of claimed) {
        // Past the lease another runner may have taken the rest of the batch over: leave it to them
        // (decision 088). At the lease's last instant it still runs: a lease of 0 is a runner whose
        // jobs can be taken over while they run, which the concurrency tests need.
        if (app.clock.now() > lockedUntil) break;
        await runOne(job, token);
        ran++;
      }
    }
    return ran;
  }

  function poll(): void {
    running = runDue()
      .catch((error: unknown) => app.log.error({ err: error }, 'job runner: polling failed'))
      .finally(() => {
        if (started) timer = setTimeout(poll, pollMs);
      });
  }

  return {
    register(name, handler) {
      if (handlers.has(name)) throw new Error(`A handler for job '${name}' is already registered`);
      handlers.set(name, handler);
    },
    runDue,
    start(only) {
      if (started) return;
      started = true;
      onlyNames = only;
      poll();
    },
    async stop() {
      started = false;
      onlyNames = undefined;
      clearTimeout(timer);
      await running;
    },
  };
}
