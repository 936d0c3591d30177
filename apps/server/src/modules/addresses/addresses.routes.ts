/**
 * Saved-address routes (shopper spec §3 Address, §7 update-address; decision 028), all for the
 * signed-in customer's own book: GET/POST /addresses, PUT/DELETE /addresses/{id}, and the spec's
 * POST /user/{id}/update-address (403 for another customer's id). Thin: validate, call, reply.
 */
import { ADDRESS_ADDED, ADDRESS_REMOVED, ADDRESS_UPDATED, formatAddress } from '@shop/domain/addresses/address-rules';
import { addressData, addressListData, updatedAddressesData } from '@shop/domain/addresses/address.responses';
import { addressBody, updateAddressBody } from '@shop/domain/addresses/address.schemas';
import { emptyData } from '@shop/domain/accounts/account.responses';
import { responses } from '@shop/domain/api/envelope';
import { idParams } from '@shop/domain/validation/params';
import { emptyBody } from '@shop/domain/validation/empty-body';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { success } from '../../lib/reply';
import { addAddress, updateAddressAtIndex } from '../../flows/address-book';
import * as addresses from './addresses.service';

export const addressesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['addresses'];

  app.get(
    '/addresses',
    {
      schema: {
        tags,
        summary: "The signed-in customer's saved addresses, oldest first",
        response: responses(addressListData, [401]),
      },
      preHandler: app.requireCustomer,
    },
    async (request) => success({ addresses: await addresses.listAddresses(app.db, request.customer!.id) }),
  );

  app.post(
    '/addresses',
    {
      schema: {
        tags,
        summary: 'Save a new address (state from the pincode when empty; GSTIN of that state)',
        body: addressBody,
        response: responses(addressData, [400, 401, 404, 409], 201),
      },
      preHandler: app.requireCustomer,
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(success({ address: await addAddress(app.db, request.customer!.id, request.body) }, ADDRESS_ADDED)),
  );

  app.put(
    '/addresses/:id',
    {
      schema: {
        tags,
        summary: 'Change one of the signed-in customer’s addresses',
        params: idParams,
        body: addressBody,
        response: responses(addressData, [400, 401, 404]),
      },
      preHandler: app.requireCustomer,
    },
    async (request) =>
      success(
        { address: await addresses.editAddress(app.db, request.customer!.id, request.params.id, request.body) },
        ADDRESS_UPDATED,
      ),
  );

  app.delete(
    '/addresses/:id',
    {
      schema: {
        tags,
        summary: 'Remove one of the signed-in customer’s addresses',
        params: idParams,
        body: emptyBody,
        response: responses(emptyData, [400, 401, 404]),
      },
      preHandler: app.requireCustomer,
    },
    async (request) => {
      await addresses.removeAddress(app.db, request.customer!.id, request.params.id);
      return success({}, ADDRESS_REMOVED);
    },
  );

  app.post(
    '/user/:id/update-address',
    {
      schema: {
        tags: [...tags, 'accounts'],
        summary: "Add, change or remove the address at address_index (the spec's call; own account only)",
        params: idParams,
        body: updateAddressBody,
        response: responses(updatedAddressesData, [400, 401, 403, 404, 409]),
      },
      preHandler: app.requireCustomer,
    },
    async (request) => {
      if (request.params.id !== request.customer!.id)
        throw new AppError('FORBIDDEN', 'You can only change your own addresses.');
      const book = await updateAddressAtIndex(app.db, request.customer!.id, request.body);
      return success({ addresses: book, address: book.map(formatAddress) }, ADDRESS_UPDATED);
    },
  );
};
