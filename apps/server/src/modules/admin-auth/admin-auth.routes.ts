/**
 * Staff session routes: POST /admin/login (admin spec §7), POST /admin/logout, GET /admin/session.
 * Declared in admin-auth.contract.ts; thin here: call the service, reply.
 */
import { adminAuthContract as calls } from '@shop/domain/admin-auth/admin-auth.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route';
import { success } from '../../lib/reply';
import * as adminAuth from './admin-auth.service';

export const adminAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  contractRoute(app, calls['POST /admin/login'], {}, async (request, reply) => {
    const admin = await adminAuth.logIn(app.db, request.body);
    const token = await app.startSession(request, reply, 'staff', admin.id);
    return success({ admin: { ...adminAuth.toApiAdmin(admin), token } }, 'Login Successfull');
  });

  contractRoute(app, calls['POST /admin/logout'], {}, async (request, reply) => {
    await app.endSession(request, reply, 'staff');
    return success({}, 'Logged out');
  });

  contractRoute(app, calls['GET /admin/session'], {}, async (request) => {
    const session = await app.readSession(request, 'staff');
    return success({ admin: session ? adminAuth.toApiAdmin(session) : null });
  });
};
