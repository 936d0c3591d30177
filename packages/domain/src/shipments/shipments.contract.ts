/** The shipment call (shopper spec §7 POST /order/shipment; staff only, decision 032). Declared once (api/contract.schemas.ts). */
import { defineContract } from '../api/contract.schemas';
import { shipmentBody, shipmentData } from '../orders/shipment.schemas';

export const shipmentsContract = defineContract('orders', {
  'POST /order/shipment': {
    summary: "Book or retry a paid order's shipment with the courier (staff)",
    tags: ['admin'],
    body: shipmentBody,
    reply: shipmentData,
    errors: [400, 401, 403, 404, 409],
  },
});
