/**
 * Saved-address routes (shopper spec §3 Address, §7 update-address; decision 028), all for the
 * signed-in customer's own book: GET/POST /addresses, PUT/DELETE /addresses/{id}, and the spec's
 * POST /user/{id}/update-address (403 for another customer's id). Declared in
 * addresses.contract.ts; thin here: who may call, call the service, reply.
 */
import { ADDRESS_ADDED, ADDRESS_REMOVED, ADDRESS_UPDATED, formatAddress } from '@shop/domain/addresses/address.rules';
import { addressesContract as calls } from '@shop/domain/addresses/addresses.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { contractRoute } from '../../lib/contract-route';
import { success } from '../../lib/reply';
import { addAddress, updateAddressAtIndex } from '../../flows/address-book.flow';
import * as addresses from './addresses.service';

export const addressesRoutes: FastifyPluginAsyncZod = async (app) => {
  const customer = { preHandler: app.requireCustomer };

  contractRoute(app, calls['GET /addresses'], customer, async (request) =>
    success({ addresses: await addresses.listAddresses(app.db, request.customer!.id) }),
  );

  contractRoute(app, calls['POST /addresses'], customer, async (request, reply) =>
    reply
      .status(201)
      .send(success({ address: await addAddress(app.db, request.customer!.id, request.body) }, ADDRESS_ADDED)),
  );

  contractRoute(app, calls['PUT /addresses/:id'], customer, async (request) =>
    success(
      { address: await addresses.editAddress(app.db, request.customer!.id, request.params.id, request.body) },
      ADDRESS_UPDATED,
    ),
  );

  contractRoute(app, calls['DELETE /addresses/:id'], customer, async (request) => {
    await addresses.removeAddress(app.db, request.customer!.id, request.params.id);
    return success({}, ADDRESS_REMOVED);
  });

  contractRoute(app, calls['POST /user/:id/update-address'], customer, async (request) => {
    if (request.params.id !== request.customer!.id)
      throw new AppError('FORBIDDEN', 'You can only change your own addresses.');
    const book = await updateAddressAtIndex(app.db, request.customer!.id, request.body);
    return success({ addresses: book, address: book.map(formatAddress) }, ADDRESS_UPDATED);
  });
};
