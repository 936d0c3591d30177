/**
 * The wholesale calls (shopper spec §6 'POST /wholesale/list'; admin spec §7 wholesale calls, §6:
 * Wholesale management is SuperAdmin only). Declared once for the server and the web (api/contract.schemas.ts).
 */
import { defineContract } from '../api/contract.schemas';
import { emptyBody } from '../validation/empty-body.schemas';
import { idParams } from '../validation/params.schemas';
import { allWholesaleData, removedWholesaleData, wholesaleListData, wholesaleProductData } from './wholesale.responses';
import { allWholesaleQuery, newWholesaleBody, updateWholesaleBody, wholesaleListBody } from './wholesale.schemas';

export const wholesaleContract = defineContract('wholesale', {
  'POST /wholesale/list': {
    summary: 'Products with wholesale price breaks (rupees off a unit from a quantity on)',
    body: wholesaleListBody,
    reply: wholesaleListData,
    errors: [400, 429],
  },
  'GET /wholesale/allWholesaleProducts': {
    summary: 'Wholesale products for staff (SuperAdmin)',
    tags: ['admin'],
    query: allWholesaleQuery,
    reply: allWholesaleData,
    errors: [400, 401, 403],
  },
  'POST /wholesale/new': {
    summary: 'Adds wholesale price breaks to a product (SuperAdmin)',
    tags: ['admin'],
    body: newWholesaleBody,
    reply: wholesaleProductData,
    okStatus: 201,
    errors: [400, 401, 403, 404, 409],
  },
  'POST /wholesale/:id/update': {
    summary: "Replaces a product's wholesale price breaks (SuperAdmin)",
    tags: ['admin'],
    params: idParams,
    body: updateWholesaleBody,
    reply: wholesaleProductData,
    errors: [400, 401, 403, 404],
  },
  'POST /wholesale/:id/remove': {
    summary: "Removes a product's wholesale pricing (SuperAdmin)",
    tags: ['admin'],
    params: idParams,
    body: emptyBody,
    reply: removedWholesaleData,
    errors: [400, 401, 403, 404],
  },
});
