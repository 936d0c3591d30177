/**
 * Return request routes (shopper spec §7 POST /returnRequest/create and /list; admin spec §7 POST
 * /returnRequest/list and /{id}/update; issue 26). Thin: validate, call the service or flow, reply.
 * Customers reach only their own requests and photos (404 otherwise); every staff step is
 * SuperAdmin's (admin spec §6: Return Requests is SuperAdmin only). Creating and uploading are
 * rate-limited per customer (plugins/rate-limit.rules.ts). Declared in returns.contract.ts.
 */
import { MAX_RETURN_PHOTOS, RETURN_SUBMITTED } from '@shop/domain/returns/return.rules';
import type { UpdateReturnBody } from '@shop/domain/returns/return.schemas';
import { returnsContract as calls } from '@shop/domain/returns/returns.contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scheduleReturnPickup } from '../../flows/return-pickup.flow';
import { receiveReturn } from '../../flows/return-received.flow';
import { refundReturn } from '../../flows/return-refund.flow';
import { AppError } from '../../lib/app-error';
import { contractRoute, type ContractRequest, type RouteApp } from '../../lib/contract-route';
import { readMultipartForm } from '../../lib/multipart-form';
import { PRIVATE_NO_STORE } from '../../lib/http-cache';
import { success } from '../../lib/reply';
import { AUTHENTICATION_REQUIRED } from '../../plugins/auth.plugin';
import type { StaffSession } from '../sessions/sessions.service';
import { MAX_IMAGE_BYTES } from '../media/media.service';
import * as returns from './returns.service';

const PHOTO_LIMITS = {
  files: 1,
  fileBytes: MAX_IMAGE_BYTES,
  tooManyFiles: `Send one photo at a time (at most ${MAX_RETURN_PHOTOS} a request).`,
};

const MESSAGES = {
  approve: 'Return request approved',
  reject: 'Return request rejected',
  schedule_pickup: 'Pickup booked',
  receive: 'Return received',
  refund: 'Refund issued',
} as const;

/** The step an update body asks for: our action, or the spec's one-way switches. */
const actionOf = (body: UpdateReturnBody): keyof typeof MESSAGES =>
  'action' in body ? body.action : 'status' in body ? 'approve' : 'refund';

/** The photo's bytes, private to the browser that asked (its customer or staff). */
function sendPhoto(reply: FastifyReply, photo: { contentType: string; bytes: Buffer }) {
  return reply.type(photo.contentType).header('cache-control', PRIVATE_NO_STORE).send(photo.bytes);
}

/** Takes the step the update body asks for (SuperAdmin) and answers the request as it now stands. */
async function takeReturnStep(
  app: RouteApp,
  request: ContractRequest<(typeof calls)['POST /returnRequest/:id/update']>,
) {
  const staff = request.staff! as StaffSession;
  const id = request.params.id;
  const body = request.body;
  const action = actionOf(body);
  const returnRequest =
    action === 'approve'
      ? await returns.approveReturn(app.db, staff, id)
      : action === 'reject' && 'reject_reason' in body
        ? await returns.rejectReturn(app.db, staff, id, body.reject_reason)
        : action === 'schedule_pickup'
          ? await scheduleReturnPickup(app.db, app.courier, staff, id)
          : action === 'receive' && 'lines' in body
            ? await receiveReturn(app.db, staff, id, body.lines)
            : await refundReturn(app.db, app.payments, staff, id, app.clock.now());
  return success({ returnRequest }, MESSAGES[action]);
}

export const returnsRoutes: FastifyPluginAsyncZod = async (app) => {
  const customer = { preHandler: app.requireCustomer };

  contractRoute(
    app,
    calls['POST /returnRequest/upload-photo'],
    { ...customer, config: { multipart: true } },
    async (request, reply) => {
      const form = await readMultipartForm(request, PHOTO_LIMITS);
      const file = form.files[0];
      if (!file)
        throw new AppError('VALIDATION', 'Choose a photo to upload.', [
          { path: 'photo', message: 'Choose a photo to upload.' },
        ]);
      const photo = await returns.uploadReturnPhoto(app.db, request.customer!, file, app.clock.now());
      return reply.code(201).send(success({ photo }, 'Photo uploaded'));
    },
  );

  contractRoute(app, calls['GET /returnRequest/photo/:id'], {}, async (request, reply) => {
    const customer = await app.readSession(request, 'customer');
    const staff = await app.readSession(request, 'staff');
    if (!customer && !staff) throw new AppError('UNAUTHENTICATED', AUTHENTICATION_REQUIRED);
    const photo = await returns.returnPhoto(app.db, { customer, staff }, request.params.id);
    return sendPhoto(reply, photo);
  });

  contractRoute(app, calls['POST /returnRequest/create'], customer, async (request, reply) => {
    const returnRequest = await returns.createReturn(app.db, request.customer!, request.body, app.clock.now());
    return reply.code(201).send(success({ returnRequest }, RETURN_SUBMITTED));
  });

  contractRoute(app, calls['POST /returnRequest/list'], {}, async (request) => {
    const customer = await app.readSession(request, 'customer');
    const staff = await app.readSession(request, 'staff');
    if (!customer && !staff) throw new AppError('UNAUTHENTICATED', AUTHENTICATION_REQUIRED);
    if (!customer && staff?.role !== 'SuperAdmin')
      throw new AppError('FORBIDDEN', 'Only a SuperAdmin can see return requests.');
    // A customer session answers as the customer's own list, even beside a staff one.
    return success(await returns.listReturns(app.db, customer ? { customer } : { staff }, request.body));
  });

  contractRoute(app, calls['POST /returnRequest/:id/withdraw'], customer, async (request) =>
    success(
      { returnRequest: await returns.withdrawReturn(app.db, request.customer!, request.params.id) },
      'Return request withdrawn',
    ),
  );

  contractRoute(
    app,
    calls['POST /returnRequest/:id/update'],
    { preHandler: app.requireStaff(['SuperAdmin']) },
    (request) => takeReturnStep(app, request),
  );
};
