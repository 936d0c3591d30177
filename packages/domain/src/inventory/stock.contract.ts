/**
 * Quick Stock (admin spec §7; decisions 037, 063): the product list's stock count, SuperAdmin's.
 * Listed under the catalogue like the other /product calls. Declared once for the server and the
 * web (api/contract.schemas.ts).
 */
import { defineContract } from '../api/contract.schemas';
import { productData } from '../catalog/product.responses';
import { quickStockBody } from '../catalog/product.schemas';
import { idParams } from '../validation/params.schemas';

export const stockContract = defineContract('catalog', {
  'POST /product/:id/update': {
    summary: 'Quick stock update',
    tags: ['admin'],
    params: idParams,
    body: quickStockBody,
    reply: productData,
    errors: [400, 401, 403, 404],
  },
});
