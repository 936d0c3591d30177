/** GET /location/pincode/{pincode}: place names, serviceability and delivery time of a pincode. */
import { responses } from '@shop/domain/api/envelope';
import { INVALID_ZIPCODE } from '@shop/domain/locations/pincode';
import { pincodeInfo } from '@shop/domain/locations/pincode.responses';
import { pincodeSchema } from '@shop/domain/locations/pincode.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { success } from '../../lib/reply';
import { lookUpPincode } from './locations.service';

const params = z.strictObject({
  pincode: pincodeSchema(INVALID_ZIPCODE),
});

export const locationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/location/pincode/:pincode', { schema: { tags: ['locations'], summary: 'Delivery check for a pincode', params, response: responses(pincodeInfo, [400, 404]) } }, async (request) =>
    success(await lookUpPincode(app.db, request.params.pincode)),
  );
};
