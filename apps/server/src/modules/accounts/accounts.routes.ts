/**
 * Customer account routes (shopper spec §7): /auth/signup, /auth/login, /auth/logout, /auth/session,
 * /user/{id}. Declared in accounts.contract.ts; thin here: who may call, call the service, reply.
 */
import { accountsContract as calls } from '@shop/domain/accounts/accounts.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route';
import { success } from '../../lib/reply';
import { forgetSessionsOf } from '../sessions/sessions.service';
import * as accounts from './accounts.service';

export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  contractRoute(app, calls['POST /auth/signup'], {}, async (request, reply) => {
    const user = await accounts.signUp(app.db, request.body, app.clock.now());
    const token = await app.startSession(request, reply, 'customer', user.id);
    return reply
      .status(201)
      .send(success({ token, user: await accounts.toApiUser(app.db, user) }, 'Signup successful'));
  });

  contractRoute(app, calls['POST /auth/login'], {}, async (request, reply) => {
    const user = await accounts.logIn(app.db, request.body);
    const token = await app.startSession(request, reply, 'customer', user.id);
    return success({ token, user: await accounts.toApiUser(app.db, user) }, 'Login successful');
  });

  contractRoute(app, calls['POST /auth/logout'], {}, async (request, reply) => {
    await app.endSession(request, reply, 'customer');
    return success({}, 'Logged out');
  });

  contractRoute(app, calls['GET /auth/session'], {}, async (request) => {
    const session = await app.readSession(request, 'customer');
    return success({ user: session ? await accounts.currentUser(app.db, session) : null });
  });

  contractRoute(app, calls['GET /user/:id'], { preHandler: app.requireCustomer }, async (request) =>
    success({ user: await accounts.getUser(app.db, request.params.id, request.customer!) }),
  );

  contractRoute(app, calls['POST /user/:id/update'], { preHandler: app.requireCustomer }, async (request) => {
    const user = await accounts.updateProfile(app.db, request.params.id, request.customer!, request.body);
    // The header reads the name from the session: the next request reads the account again.
    forgetSessionsOf('customer', user._id);
    return success({ user }, 'Profile updated successfully!');
  });

  contractRoute(app, calls['POST /user/:id/change-password'], { preHandler: app.requireCustomer }, async (request) => {
    await accounts.changeOwnPassword(app.db, request.params.id, request.customer!, request.body);
    return success({}, 'Password changed successfully');
  });
};
