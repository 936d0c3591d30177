/**
 * Shipment routes (shopper spec §7 POST /order/shipment; staff only, decision 032). Declared in
 * shipments.contract.ts.
 */
import { shipmentsContract as calls } from '@shop/domain/shipments/shipments.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route';
import { success } from '../../lib/reply';
import { shipmentWork } from '../../flows/shipment-work.flow';
import * as shipments from './shipments.service';

export const SHIPMENT_CREATED = 'Shipment created successfully!';

export const shipmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  contractRoute(app, calls['POST /order/shipment'], { preHandler: app.requireStaff() }, async (request) => {
    const shipment = (await shipments.retryShipment(shipmentWork(app), request.body.orderId, request.staff!.id))!;
    return success(
      { shipment },
      shipment.status === 'created'
        ? SHIPMENT_CREATED
        : `The courier did not take the shipment: ${shipment.lastError ?? 'no reason given'}`,
    );
  });
};
