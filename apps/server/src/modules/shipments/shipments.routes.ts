/** Shipment routes (shopper spec §7 POST /order/shipment; staff only, decision 032). */
import { responses } from '@shop/domain/api/envelope';
import { shipmentBody, shipmentData } from '@shop/domain/orders/shipment.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/reply';
import { shipmentWork } from '../../flows/shipment-work';
import * as shipments from './shipments.service';

export const SHIPMENT_CREATED = 'Shipment created successfully!';

export const shipmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/order/shipment',
    {
      schema: {
        tags: ['orders', 'admin'],
        summary: "Book or retry a paid order's shipment with the courier (staff)",
        body: shipmentBody,
        response: responses(shipmentData, [400, 401, 403, 404, 409]),
      },
      preHandler: app.requireStaff(),
    },
    async (request) => {
      const shipment = (await shipments.retryShipment(shipmentWork(app), request.body.orderId, request.staff!.id))!;
      return success(
        { shipment },
        shipment.status === 'created'
          ? SHIPMENT_CREATED
          : `The courier did not take the shipment: ${shipment.lastError ?? 'no reason given'}`,
      );
    },
  );
};
