/**
 * The return request calls (shopper spec §7 POST /returnRequest/create and /list; admin spec §7
 * POST /returnRequest/list and /{id}/update; issue 26): a customer's photos, requests and
 * withdrawals, and the SuperAdmin's steps. Declared once for the server and the web
 * (api/contract.schemas.ts). The photo upload is a multipart form (field `photo`), so it declares no body.
 */
import { emptyBody } from '../validation/empty-body.schemas';
import { idParams } from '../validation/params.schemas';
import { defineContract } from '../api/contract.schemas';
import { returnListData, returnPhotoData, returnRequestData } from './return.responses';
import { createReturnBody, listReturnsBody, updateReturnBody } from './return.schemas';

export const returnsContract = defineContract('returns', {
  'POST /returnRequest/upload-photo': {
    summary: 'Upload one photo for a return request (multipart field photo; JPEG, PNG, WebP or GIF up to 10 MB)',
    reply: returnPhotoData,
    okStatus: 201,
    errors: [400, 401, 413, 415, 429],
  },
  'GET /returnRequest/photo/:id': {
    summary: "A return request's photo (WebP), for its customer and staff",
    params: idParams,
    file: 'image/webp',
    errors: [400, 401, 404],
  },
  'POST /returnRequest/create': {
    summary: 'Ask to return units of a delivered order inside the return window',
    body: createReturnBody,
    reply: returnRequestData,
    okStatus: 201,
    errors: [400, 401, 404, 409, 413, 429],
  },
  'POST /returnRequest/list': {
    summary: "Return requests, newest first: a customer's own, or all for a SuperAdmin",
    body: listReturnsBody,
    reply: returnListData,
    errors: [400, 401, 403],
  },
  'POST /returnRequest/:id/withdraw': {
    summary: 'Withdraw your own return request while it is not yet collected',
    params: idParams,
    body: emptyBody,
    reply: returnRequestData,
    errors: [400, 401, 404, 409],
  },
  'POST /returnRequest/:id/update': {
    summary: 'Take a step of a return request (SuperAdmin): approve, reject, book the pickup, receive, refund',
    tags: ['admin'],
    params: idParams,
    body: updateReturnBody,
    reply: returnRequestData,
    errors: [400, 401, 403, 404, 409, 503],
  },
});
