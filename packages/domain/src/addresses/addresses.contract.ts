/**
 * The saved-address calls (shopper spec §3 Address, §7 update-address; decision 028), all for the
 * signed-in customer's own book. Declared once for the server and the web (api/contract.schemas.ts).
 */
import { defineContract } from '../api/contract.schemas';
import { emptyData } from '../accounts/account.responses';
import { emptyBody } from '../validation/empty-body.schemas';
import { idParams } from '../validation/params.schemas';
import { addressData, addressListData, updatedAddressesData } from './address.responses';
import { addressBody, updateAddressBody } from './address.schemas';

export const addressesContract = defineContract('addresses', {
  'GET /addresses': {
    summary: "The signed-in customer's saved addresses, oldest first",
    reply: addressListData,
    errors: [401],
  },
  'POST /addresses': {
    summary: 'Save a new address (state from the pincode when empty; GSTIN of that state)',
    body: addressBody,
    reply: addressData,
    okStatus: 201,
    errors: [400, 401, 404, 409],
  },
  'PUT /addresses/:id': {
    summary: 'Change one of the signed-in customer’s addresses',
    params: idParams,
    body: addressBody,
    reply: addressData,
    errors: [400, 401, 404],
  },
  'DELETE /addresses/:id': {
    summary: 'Remove one of the signed-in customer’s addresses',
    params: idParams,
    body: emptyBody,
    reply: emptyData,
    errors: [400, 401, 404],
  },
  'POST /user/:id/update-address': {
    summary: "Add, change or remove the address at address_index (the spec's call; own account only)",
    tags: ['accounts'],
    params: idParams,
    body: updateAddressBody,
    reply: updatedAddressesData,
    errors: [400, 401, 403, 404, 409],
  },
});
