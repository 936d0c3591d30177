/** GET /location/pincode/{pincode}: place names, serviceability and delivery time of a pincode. */
import { responses } from '@shop/domain/api/envelope';
import { pincodeInfo } from '@shop/domain/locations/pincode.responses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { text } from '@shop/domain/validation/text';
import { z } from 'zod';
import { success } from '../../lib/reply';
import { lookUpPincode } from './locations.service';

const params = z.strictObject({
  pincode: text({ max: 20, error: 'Please enter a valid 6-digit zipcode', tooLong: 'Please enter a valid 6-digit zipcode' }).regex(/^[0-9]{6}$/, { error: 'Please enter a valid 6-digit zipcode' }),
});

export const locationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/location/pincode/:pincode', { schema: { tags: ['locations'], summary: 'Delivery check for a pincode', params, response: responses(pincodeInfo, [400, 404]) } }, async (request) =>
    success(await lookUpPincode(app.db, request.params.pincode)),
  );
};
