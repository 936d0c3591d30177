/** Customer account routes (shopper spec §7): /auth/signup, /auth/login, /auth/logout, /auth/session, /user/{id}. */
import { authData, emptyData, sessionData, userData } from '@shop/domain/accounts/account.responses';
import { loginBody, signupBody } from '@shop/domain/accounts/auth.schemas';
import { responses } from '@shop/domain/api/envelope';
import { emptyBody } from '@shop/domain/validation/empty-body';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '@shop/domain/validation/params';
import { success } from '../../lib/reply';
import * as accounts from './accounts.service';

export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/signup',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Create a customer account',
        body: signupBody,
        response: responses(authData, [400, 409], 201),
      },
    },
    async (request, reply) => {
      const user = await accounts.signUp(app.db, request.body);
      const token = await app.startSession(request, reply, 'customer', user.id);
      return reply
        .status(201)
        .send(success({ token, user: await accounts.toApiUser(app.db, user) }, 'Signup successful'));
    },
  );

  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Customer sign-in',
        body: loginBody,
        response: responses(authData, [400, 401]),
      },
    },
    async (request, reply) => {
      const user = await accounts.logIn(app.db, request.body);
      const token = await app.startSession(request, reply, 'customer', user.id);
      return success({ token, user: await accounts.toApiUser(app.db, user) }, 'Login successful');
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['accounts'],
        summary: 'End the customer session',
        body: emptyBody,
        response: responses(emptyData, []),
      },
    },
    async (request, reply) => {
      await app.endSession(request, reply, 'customer');
      return success({}, 'Logged out');
    },
  );

  app.get(
    '/auth/session',
    { schema: { tags: ['accounts'], summary: 'Who is signed in', response: responses(sessionData, []) } },
    async (request) => {
      const session = await app.readSession(request, 'customer');
      return success({ user: session ? await accounts.currentUser(app.db, session) : null });
    },
  );

  app.get(
    '/user/:id',
    {
      schema: {
        tags: ['accounts'],
        summary: 'A customer account (own only)',
        params: idParams,
        response: responses(userData, [400, 401, 403, 404]),
      },
      preHandler: app.requireCustomer,
    },
    async (request) => success({ user: await accounts.getUser(app.db, request.params.id, request.customer!) }),
  );
};
