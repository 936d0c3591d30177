/**
 * Google sign-in routes (shopper spec §7; docs/decisions/073). GET /auth/google and GET
 * /auth/google/callback are the browser's redirects to and from Google: outside the JSON contract
 * and /api/docs, each failure of theirs (a refused check, Google down, too many tries, a bad link)
 * ends on the web's /auth/error?reason=… page, never on JSON or a 500. GET /auth/google/status and
 * POST /auth/google/complete-signup are contract calls (google-auth.contract.ts). With Google
 * sign-in off (GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET unset) all but the status answer 404.
 * Rate limits: plugins/rate-limit.rules.ts.
 */
import { googleAuthContract as calls } from '@shop/domain/accounts/google-auth.contract';
import { googleCallbackQuery, googleStartQuery } from '@shop/domain/accounts/google-auth.schemas';
import { GOOGLE_STATE_TTL_MINUTES, type GoogleSignInRefusal } from '@shop/domain/accounts/google-sign-in.rules';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { contractRoute } from '../../lib/contract-route';
import { success } from '../../lib/reply';
import { OpenIdSignInError } from '../../providers/openid/openid-sign-in.contract';
import { toApiUser } from '../accounts/accounts.service';
import * as google from './google-auth.service';

/** The cookie that holds the sealed pending sign-in, sent back only to these routes. */
export const PENDING_COOKIE = 'shop_google_sign_in';
const COOKIE_PATH = '/api/v1/auth/google';

const errorPage = (reason: GoogleSignInRefusal) => `/auth/error?reason=${reason}`;
const withReturn = (path: string, returnTo: string, name: string) =>
  returnTo === '/' ? path : `${path}${path.includes('?') ? '&' : '?'}${name}=${encodeURIComponent(returnTo)}`;

/** The refusal a thrown error stands for on the error page, and whether it is one we expect (not logged as an error). */
function refusalOf(error: unknown): { reason: GoogleSignInRefusal; expected: boolean } {
  if (error instanceof OpenIdSignInError) return { reason: google.refusalOfFailure(error.reason), expected: true };
  if (error instanceof AppError && error.kind === 'RATE_LIMITED') return { reason: 'rate_limited', expected: true };
  if ((error as FastifyError).validation || (error as FastifyError).statusCode === 400) {
    return { reason: 'invalid_request', expected: true };
  }
  return { reason: 'authentication_failed', expected: false };
}

export const googleAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = app.config.sessionSecret;
  const secure = app.config.publicUrl.startsWith('https://');
  const provider = () => {
    if (!app.googleSignIn) throw new AppError('NOT_FOUND', google.GOOGLE_SIGN_IN_OFF);
    return app.googleSignIn;
  };
  const clearPending = (reply: FastifyReply) => reply.clearCookie(PENDING_COOKIE, { path: COOKIE_PATH });

  /** The redirect routes' error handler: the error page, except the 404 of Google sign-in off (JSON, by the app's handler). */
  const toErrorPage = (error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError && error.kind === 'NOT_FOUND') throw error;
    const { reason, expected } = refusalOf(error);
    if (expected) request.log.info({ reason }, 'google sign-in refused');
    else request.log.error({ err: error }, 'google sign-in failed');
    return clearPending(reply).header('cache-control', 'no-store').redirect(errorPage(reason), 302);
  };

  contractRoute(app, calls['GET /auth/google/status'], {}, async () =>
    success({ enabled: app.googleSignIn !== undefined }),
  );

  app.get(
    '/auth/google',
    { schema: { hide: true, querystring: googleStartQuery }, errorHandler: toErrorPage },
    async (request, reply) => {
      const started = await google.startGoogleSignIn(
        provider(),
        secret,
        request.query.returnTo ?? '/',
        app.clock.now(),
      );
      reply.setCookie(PENDING_COOKIE, started.sealed, {
        path: COOKIE_PATH,
        httpOnly: true,
        sameSite: 'lax',
        secure,
        maxAge: GOOGLE_STATE_TTL_MINUTES * 60,
      });
      return reply.header('cache-control', 'no-store').redirect(started.url, 302);
    },
  );

  app.get(
    '/auth/google/callback',
    { schema: { hide: true, querystring: googleCallbackQuery }, errorHandler: toErrorPage },
    async (request, reply) => {
      const outcome = await google.finishGoogleSignIn(
        app.db,
        provider(),
        secret,
        { query: request.query, sealed: request.cookies[PENDING_COOKIE] },
        app.clock.now(),
      );
      clearPending(reply).header('cache-control', 'no-store');
      if (outcome.kind === 'refused') {
        request.log.info({ reason: outcome.reason }, 'google sign-in refused');
        return reply.redirect(errorPage(outcome.reason), 302);
      }
      if (outcome.kind === 'sign-up') {
        const signup = `/signup?google=true&token=${encodeURIComponent(outcome.signupToken)}`;
        return reply.redirect(withReturn(signup, outcome.returnTo, 'from'), 302);
      }
      await app.startSession(request, reply, 'customer', outcome.customerId);
      return reply.redirect(withReturn('/auth/success', outcome.returnTo, 'returnTo'), 302);
    },
  );

  contractRoute(app, calls['POST /auth/google/complete-signup'], {}, async (request, reply) => {
    provider();
    const user = await google.completeGoogleSignup(app.db, secret, request.body, app.clock.now());
    const token = await app.startSession(request, reply, 'customer', user.id);
    return reply
      .status(201)
      .send(success({ token, user: await toApiUser(app.db, user) }, google.GOOGLE_SIGNUP_COMPLETED));
  });
};
