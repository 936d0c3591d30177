/**
 * The stock-alerts module's job (issue 29): the back-in-stock sweep, registered on a runner by
 * buildApp. It mails the alerts of products on sale again, then queues the next slot's sweep
 * while alerts still wait (stock-alert-sweep.ts).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseJobPayload } from '../jobs/jobs.service';
import { enqueueAlertSweep, STOCK_ALERT_SWEEP_JOB } from './stock-alert-sweep';
import { anyAlertWaiting, notifyRestocked, type AlertSetup } from './stock-alerts.service';

/** The links' secret and the sweep's period (ms) from the app's configuration. */
export function alertSetupOf(app: FastifyInstance): AlertSetup {
  return { secret: app.config.sessionSecret, sweepEveryMs: app.config.env.STOCK_ALERT_SWEEP_SECONDS * 1000 };
}

/** Registers the sweep's handler on `runner` (app.jobs; tests pass a second runner). */
export function registerStockAlertJobs(app: FastifyInstance, runner: FastifyInstance['jobs'] = app.jobs): void {
  const setup = alertSetupOf(app);
  runner.register(STOCK_ALERT_SWEEP_JOB, async (payload, ctx) => {
    parseJobPayload(z.strictObject({}), payload);
    const now = app.clock.now();
    const mailed = await notifyRestocked(app.db, setup, now);
    if (mailed > 0) ctx.log.info({ mailed }, 'back-in-stock alerts mailed');
    if (await anyAlertWaiting(app.db)) await enqueueAlertSweep(app.db, now, setup.sweepEveryMs);
  });
}

/** Starts the chain where a runner starts (server.ts, worker.ts), for alerts left waiting by an earlier run. */
export async function startStockAlertSweeps(app: FastifyInstance): Promise<void> {
  if (await anyAlertWaiting(app.db)) await enqueueAlertSweep(app.db, app.clock.now(), alertSetupOf(app).sweepEveryMs);
}
