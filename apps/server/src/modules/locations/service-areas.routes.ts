/**
 * Service-area routes (admin spec §7: POST /zipcode/list, /zipcode/new, /zipcode/{id}/update,
 * /zipcode/{id}/remove; §6: SuperAdmin only), declared in service-areas.contract.ts. Thin:
 * validate, call the service, reply.
 */
import { serviceAreasContract as calls } from '@shop/domain/locations/service-areas.contract';
import { ZIPCODE_DELETED, ZIPCODE_SAVED, ZIPCODE_UPDATED } from '@shop/domain/locations/zipcode.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route';
import { success } from '../../lib/reply';
import * as areas from './service-areas.service';

export const serviceAreasRoutes: FastifyPluginAsyncZod = async (app) => {
  const superAdmin = { preHandler: app.requireStaff(['SuperAdmin']) };

  contractRoute(app, calls['POST /zipcode/list'], superAdmin, async (request) =>
    success(await areas.listZipcodes(app.db, request.body)),
  );

  contractRoute(app, calls['POST /zipcode/new'], superAdmin, async (request, reply) =>
    reply
      .status(201)
      .send(success({ zipcode: await areas.createZipcode(app.db, request.body, request.staff!.id) }, ZIPCODE_SAVED)),
  );

  contractRoute(app, calls['POST /zipcode/:id/update'], superAdmin, async (request) =>
    success(
      { zipcode: await areas.updateZipcode(app.db, request.params.id, request.body, request.staff!.id) },
      ZIPCODE_UPDATED,
    ),
  );

  contractRoute(app, calls['POST /zipcode/:id/remove'], superAdmin, async (request) =>
    success(await areas.removeZipcode(app.db, request.params.id, request.staff!.id), ZIPCODE_DELETED),
  );
};
