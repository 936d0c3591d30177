/**
 * Service-area routes (admin spec §7: POST /zipcode/list, /zipcode/new, /zipcode/{id}/update,
 * /zipcode/{id}/remove; §6: SuperAdmin only). Thin: validate, call the service, reply.
 */
import { responses } from '@shop/domain/api/envelope';
import { emptyBody } from '@shop/domain/validation/empty-body';
import { removedZipcodeData, zipcodeData, zipcodeListData } from '@shop/domain/locations/zipcode.responses';
import {
  ZIPCODE_DELETED,
  ZIPCODE_SAVED,
  ZIPCODE_UPDATED,
  zipcodeBody,
  zipcodeListBody,
} from '@shop/domain/locations/zipcode.schemas';
import { idParams } from '@shop/domain/validation/params';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/reply';
import * as areas from './service-areas.service';

const SUPER_ADMIN = ['SuperAdmin'] as const;

export const serviceAreasRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/zipcode/list',
    {
      schema: {
        tags: ['zipcodes', 'admin'],
        summary: 'Service areas, 20 a page, searched by zipcode (SuperAdmin)',
        body: zipcodeListBody,
        response: responses(zipcodeListData, [400, 401, 403]),
      },
      preHandler: app.requireStaff(SUPER_ADMIN),
    },
    async (request) => success(await areas.listZipcodes(app.db, request.body)),
  );

  app.post(
    '/zipcode/new',
    {
      schema: {
        tags: ['zipcodes', 'admin'],
        summary: 'Adds a service area (SuperAdmin)',
        body: zipcodeBody,
        response: responses(zipcodeData, [400, 401, 403, 409], 201),
      },
      preHandler: app.requireStaff(SUPER_ADMIN),
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(success({ zipcode: await areas.createZipcode(app.db, request.body, request.staff!.id) }, ZIPCODE_SAVED)),
  );

  app.post(
    '/zipcode/:id/update',
    {
      schema: {
        tags: ['zipcodes', 'admin'],
        summary: 'Changes a service area (SuperAdmin)',
        params: idParams,
        body: zipcodeBody,
        response: responses(zipcodeData, [400, 401, 403, 404, 409]),
      },
      preHandler: app.requireStaff(SUPER_ADMIN),
    },
    async (request) =>
      success(
        { zipcode: await areas.updateZipcode(app.db, request.params.id, request.body, request.staff!.id) },
        ZIPCODE_UPDATED,
      ),
  );

  app.post(
    '/zipcode/:id/remove',
    {
      schema: {
        tags: ['zipcodes', 'admin'],
        summary: 'Removes a service area (SuperAdmin)',
        params: idParams,
        body: emptyBody,
        response: responses(removedZipcodeData, [400, 401, 403, 404]),
      },
      preHandler: app.requireStaff(SUPER_ADMIN),
    },
    async (request) =>
      success(await areas.removeZipcode(app.db, request.params.id, request.staff!.id), ZIPCODE_DELETED),
  );
};
