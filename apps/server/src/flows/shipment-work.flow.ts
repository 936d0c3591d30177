/**
 * The shipment work across the shipments and orders modules (decision 032; issue 28 moved it here
 * from modules/shipments so that shipments need not import orders): `shipmentWork` plugs the
 * orders service into the shipment steps, and the shipment jobs are registered on a job runner by
 * buildApp: booking an order's shipment once it is paid, polling a booked shipment's tracking, and
 * cancelling the shipment of a cancelled order. All are idempotent (decision 011: a job may run
 * more than once).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idText } from '@shop/domain/validation/text.schemas';
import { parseJobPayload } from '../modules/jobs/jobs.service';
import {
  advanceOrderByCourier,
  ORDER_NOT_FOUND,
  orderWithLines,
  setOrderWaybill,
} from '../modules/orders/orders.service';
import {
  cancelShipmentOfOrder,
  createShipmentForOrder,
  pollShipment,
  SHIPMENT_CANCEL_JOB,
  SHIPMENT_CREATE_ATTEMPTS,
  SHIPMENT_CREATE_JOB,
  SHIPMENT_TRACK_JOB,
  type ShipmentDeps,
} from '../modules/shipments/shipments.service';

/** The orders module's steps as the shipment work asks for them (modules/shipments/shipment-orders.contract.ts). */
const orders: ShipmentDeps['orders'] = {
  withLines: orderWithLines,
  setWaybill: setOrderWaybill,
  advance: advanceOrderByCourier,
  notFound: ORDER_NOT_FOUND,
};

/** What the shipment steps need, from the app: its database, courier and clock, and the orders module. */
export function shipmentWork(app: Pick<FastifyInstance, 'db' | 'courier' | 'clock'>): ShipmentDeps {
  return { db: app.db, courier: app.courier, clock: app.clock, orders };
}

const orderPayload = z.strictObject({ orderId: idText() });
const shipmentPayload = z.strictObject({ shipmentId: idText() });

/** Registers the shipment jobs' handlers on `runner` (app.jobs; tests may pass another). */
export function registerShipmentJobs(app: FastifyInstance, runner: FastifyInstance['jobs'] = app.jobs): void {
  runner.register(SHIPMENT_CREATE_JOB, async (payload, ctx) => {
    const { orderId } = parseJobPayload(orderPayload, payload);
    // A courier that is down throws: the runner retries; the last attempt marks the shipment failed for staff.
    const shipment = await createShipmentForOrder(shipmentWork(app), orderId, ctx.attempt >= SHIPMENT_CREATE_ATTEMPTS);
    if (shipment?.status === 'failed')
      ctx.log.warn({ orderId, error: shipment.lastError }, 'the courier did not take the shipment');
  });

  runner.register(SHIPMENT_CANCEL_JOB, async (payload, ctx) => {
    const { orderId } = parseJobPayload(orderPayload, payload);
    // A courier that is down throws: the runner retries. A refusal is recorded on the shipment for staff.
    if ((await cancelShipmentOfOrder(shipmentWork(app), orderId)) === 'created')
      ctx.log.warn({ orderId }, 'the courier did not cancel the waybill of a cancelled order');
  });

  runner.register(SHIPMENT_TRACK_JOB, async (payload) => {
    const { shipmentId } = parseJobPayload(shipmentPayload, payload);
    await pollShipment(shipmentWork(app), shipmentId);
  });
}
