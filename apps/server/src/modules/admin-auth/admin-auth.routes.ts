/** Staff session routes: POST /admin/login (admin spec §7), POST /admin/logout, GET /admin/session. */
import { adminLoginData, adminSessionData, emptyData } from '@shop/domain/accounts/account.responses';
import { loginBody } from '@shop/domain/accounts/auth.schemas';
import { responses } from '@shop/domain/api/envelope';
import { emptyBody } from '@shop/domain/validation/empty-body';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/reply';
import * as adminAuth from './admin-auth.service';

export const adminAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/login',
    {
      schema: {
        tags: ['admin'],
        summary: 'Staff sign-in',
        body: loginBody,
        response: responses(adminLoginData, [400, 401]),
      },
    },
    async (request, reply) => {
      const admin = await adminAuth.logIn(app.db, request.body);
      const token = await app.startSession(request, reply, 'staff', admin.id);
      return success({ admin: { ...adminAuth.toApiAdmin(admin), token } }, 'Login Successfull');
    },
  );

  app.post(
    '/admin/logout',
    {
      schema: {
        tags: ['admin'],
        summary: 'End the staff session',
        body: emptyBody,
        response: responses(emptyData, []),
      },
    },
    async (request, reply) => {
      await app.endSession(request, reply, 'staff');
      return success({}, 'Logged out');
    },
  );

  app.get(
    '/admin/session',
    {
      schema: {
        tags: ['admin'],
        summary: 'Which staff member is signed in',
        response: responses(adminSessionData, []),
      },
    },
    async (request) => {
      const session = await app.readSession(request, 'staff');
      return success({ admin: session ? adminAuth.toApiAdmin(session) : null });
    },
  );
};
