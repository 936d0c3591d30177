/**
 * Service-area routes (admin spec §7: POST /zipcode/list, /zipcode/new, /zipcode/{id}/update,
 * /zipcode/{id}/remove; §6: SuperAdmin only), declared in service-areas.contract.ts. Thin:
 * validate, call the service, reply. The spec's `zipcode` field is the server's `pincode`.
 */
import { serviceAreasContract as calls } from '@shop/domain/locations/service-areas.contract';
import {
  ZIPCODE_DELETED,
  ZIPCODE_SAVED,
  ZIPCODE_UPDATED,
  type ZipcodeBody,
} from '@shop/domain/locations/zipcode.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route';
import { success } from '../../lib/reply';
import * as areas from './service-areas.service';

/** The spec's body with its `zipcode` under the server's own term, `pincode`. */
const toServiceAreaInput = ({ zipcode: pincode, ...fields }: ZipcodeBody): areas.ServiceAreaInput => ({
  pincode,
  ...fields,
});

export const serviceAreasRoutes: FastifyPluginAsyncZod = async (app) => {
  const superAdmin = { preHandler: app.requireStaff(['SuperAdmin']) };

  contractRoute(app, calls['POST /zipcode/list'], superAdmin, async ({ body }) =>
    success(
      await areas.listServiceAreas(app.db, {
        pincodePrefix: body.filters.zipcode,
        pageNum: body.pageNum,
        pageSize: body.pageSize,
      }),
    ),
  );

  contractRoute(app, calls['POST /zipcode/new'], superAdmin, async (request, reply) =>
    reply
      .status(201)
      .send(
        success(
          { zipcode: await areas.createServiceArea(app.db, toServiceAreaInput(request.body), request.staff!.id) },
          ZIPCODE_SAVED,
        ),
      ),
  );

  contractRoute(app, calls['POST /zipcode/:id/update'], superAdmin, async (request) =>
    success(
      {
        zipcode: await areas.updateServiceArea(
          app.db,
          request.params.id,
          toServiceAreaInput(request.body),
          request.staff!.id,
        ),
      },
      ZIPCODE_UPDATED,
    ),
  );

  contractRoute(app, calls['POST /zipcode/:id/remove'], superAdmin, async (request) =>
    success(await areas.removeServiceArea(app.db, request.params.id, request.staff!.id), ZIPCODE_DELETED),
  );
};
