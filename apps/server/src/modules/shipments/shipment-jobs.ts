/**
 * The shipments module's background jobs (decision 032), registered on a job runner by buildApp:
 * booking an order's shipment once it is paid, polling a booked shipment's tracking, and cancelling
 * the shipment of a cancelled order. All are idempotent (decision 011: a job may run more than once).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idText } from '@shop/domain/validation/text';
import { parseJobPayload } from '../jobs/jobs.service';
import {
  cancelShipmentOfOrder,
  createShipmentForOrder,
  pollShipment,
  SHIPMENT_CANCEL_JOB,
  SHIPMENT_CREATE_ATTEMPTS,
  SHIPMENT_CREATE_JOB,
  SHIPMENT_TRACK_JOB,
} from './shipments.service';

const orderPayload = z.strictObject({ orderId: idText() });
const shipmentPayload = z.strictObject({ shipmentId: idText() });

/** Registers the shipment jobs' handlers on `runner` (app.jobs; tests may pass another). */
export function registerShipmentJobs(app: FastifyInstance, runner: FastifyInstance['jobs'] = app.jobs): void {
  runner.register(SHIPMENT_CREATE_JOB, async (payload, ctx) => {
    const { orderId } = parseJobPayload(orderPayload, payload);
    // A courier that is down throws: the runner retries; the last attempt marks the shipment failed for staff.
    const shipment = await createShipmentForOrder(app, orderId, ctx.attempt >= SHIPMENT_CREATE_ATTEMPTS);
    if (shipment?.status === 'failed')
      ctx.log.warn({ orderId, error: shipment.lastError }, 'the courier did not take the shipment');
  });

  runner.register(SHIPMENT_CANCEL_JOB, async (payload, ctx) => {
    const { orderId } = parseJobPayload(orderPayload, payload);
    // A courier that is down throws: the runner retries. A refusal is recorded on the shipment for staff.
    if ((await cancelShipmentOfOrder(app, orderId)) === 'created')
      ctx.log.warn({ orderId }, 'the courier did not cancel the waybill of a cancelled order');
  });

  runner.register(SHIPMENT_TRACK_JOB, async (payload) => {
    const { shipmentId } = parseJobPayload(shipmentPayload, payload);
    await pollShipment(app, shipmentId);
  });
}
