/**
 * The service-area calls (admin spec §7: POST /zipcode/list, /zipcode/new, /zipcode/{id}/update,
 * /zipcode/{id}/remove; §6: SuperAdmin only). Declared once for the server and the web
 * (api/contract.schemas.ts).
 */
import { defineContract } from '../api/contract.schemas';
import { emptyBody } from '../validation/empty-body.schemas';
import { idParams } from '../validation/params.schemas';
import { removedZipcodeData, zipcodeData, zipcodeListData } from './zipcode.responses';
import { zipcodeBody, zipcodeListBody } from './zipcode.schemas';

export const serviceAreasContract = defineContract('zipcodes', {
  'POST /zipcode/list': {
    summary: 'Service areas, 20 a page, searched by zipcode (SuperAdmin)',
    tags: ['admin'],
    body: zipcodeListBody,
    reply: zipcodeListData,
    errors: [400, 401, 403],
  },
  'POST /zipcode/new': {
    summary: 'Adds a service area (SuperAdmin)',
    tags: ['admin'],
    body: zipcodeBody,
    reply: zipcodeData,
    okStatus: 201,
    errors: [400, 401, 403, 409],
  },
  'POST /zipcode/:id/update': {
    summary: 'Changes a service area (SuperAdmin)',
    tags: ['admin'],
    params: idParams,
    body: zipcodeBody,
    reply: zipcodeData,
    errors: [400, 401, 403, 404, 409],
  },
  'POST /zipcode/:id/remove': {
    summary: 'Removes a service area (SuperAdmin)',
    tags: ['admin'],
    params: idParams,
    body: emptyBody,
    reply: removedZipcodeData,
    errors: [400, 401, 403, 404],
  },
});
