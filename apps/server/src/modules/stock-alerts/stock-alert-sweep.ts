/**
 * The back-in-stock sweep's schedule (issue 29): a job a period (STOCK_ALERT_SWEEP_SECONDS, 60 s
 * by default), keyed by its time slot so at most one waits per slot. The chain runs only while
 * some alert waits: making an alert active starts it, and a sweep that leaves none waiting stops it.
 */
import type { DbOrTx } from '../../db/client';
import { enqueueJob } from '../jobs/jobs.service';

export const STOCK_ALERT_SWEEP_JOB = 'stock-alerts.sweep';
const SWEEP_ATTEMPTS = 3;

/** Queues the sweep of the slot after the one holding `now` (slots of `everyMs`). */
export async function enqueueAlertSweep(db: DbOrTx, now: Date, everyMs: number): Promise<void> {
  const runAt = new Date((Math.floor(now.getTime() / everyMs) + 1) * everyMs);
  await enqueueJob(db, {
    name: STOCK_ALERT_SWEEP_JOB,
    payload: {},
    runAt,
    key: `stock-alert-sweep:${runAt.toISOString()}`,
    maxAttempts: SWEEP_ATTEMPTS,
  });
}
