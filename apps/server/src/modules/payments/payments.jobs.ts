/**
 * The payments module's background jobs (decision 015), registered on a job runner by buildApp:
 * hold expiry per order, the recurring hold sweep, reconciliation polls and refunds. Each handler
 * checks its payload (a bad one fails the job at once), reads the hold time from the store
 * settings and the time from app.clock, and calls an idempotent service function: a job may run
 * more than once (decision 011).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idText } from '@shop/domain/validation/text.schemas';
import { parseJobPayload } from '../jobs/jobs.service';
import { ORDER_HOLD_JOB } from '../orders/order-hold.service';
import { getSettings } from '../settings/settings.service';
import { enqueueHoldSweep, HOLD_SWEEP_JOB, runHoldExpiry, runHoldSweep } from './hold-jobs.service';
import { RECONCILE_JOB, runReconcileRound } from './reconciliation.service';
import { issueRefund, REFUND_JOB } from './refunds.service';

const id = idText();
const orderPayload = z.strictObject({ orderId: id });
const sweepPayload = z.strictObject({});
const reconcilePayload = z.strictObject({ paymentId: id, round: z.number().int().min(1).max(1000) });
const refundPayload = z.strictObject({ refundId: id });

/** Registers the payment jobs' handlers on `runner` (app.jobs; tests pass a second runner). */
export function registerPaymentJobs(app: FastifyInstance, runner: FastifyInstance['jobs'] = app.jobs): void {
  const holdMinutes = async () => (await getSettings(app.db)).orderHoldMinutes;

  runner.register(ORDER_HOLD_JOB, async (payload, ctx) => {
    const { orderId } = parseJobPayload(orderPayload, payload);
    const outcome = await runHoldExpiry(app.db, app.payments, orderId, app.clock.now(), await holdMinutes());
    ctx.log.info({ orderId, outcome }, 'stock hold checked');
  });

  runner.register(HOLD_SWEEP_JOB, async (payload, ctx) => {
    parseJobPayload(sweepPayload, payload);
    const expired = await runHoldSweep(app.db, app.payments, app.clock.now(), await holdMinutes());
    if (expired > 0) ctx.log.info({ expired }, 'hold sweep cancelled unpaid orders');
  });

  runner.register(RECONCILE_JOB, async (payload) => {
    const { paymentId, round } = parseJobPayload(reconcilePayload, payload);
    await runReconcileRound(app.db, app.payments, paymentId, round, app.clock.now(), await holdMinutes());
  });

  runner.register(REFUND_JOB, async (payload, ctx) => {
    const { refundId } = parseJobPayload(refundPayload, payload);
    // A gateway error is thrown on: the runner retries with backoff, then shows it failed to staff.
    const outcome = await issueRefund(app.db, app.payments, refundId);
    if (outcome === 'not-found') ctx.log.warn({ refundId }, 'refund job for a refund that does not exist');
  });
}

/**
 * Starts the recurring hold sweep (its chain goes on by itself). Called where a runner starts
 * (server.ts with JOBS_IN_PROCESS, worker.ts), not in buildApp: tests drive jobs themselves.
 */
export async function startPaymentSweeps(app: FastifyInstance): Promise<void> {
  await enqueueHoldSweep(app.db, app.clock.now());
}
