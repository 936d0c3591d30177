/**
 * Cache-Control and ETag on every reply the handler did not give its own (issue 32, docs/decisions/085).
 * A route whose config names a `cache` policy answers GET and HEAD with `public, max-age, s-maxage,
 * stale-while-revalidate` and a weak ETag of the body, and 304 with no body when If-None-Match
 * names that ETag; but only a 200, only to a request that carries no session (cookie or
 * Authorization header) and only a reply that sets no cookie. Every other reply is
 * `private, no-store`: the shopper's own, staff's, errors, and any route added without a policy.
 * Register it before compression, so the ETag is of the plain body and a 304 is never compressed.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { etagMatches, PRIVATE_NO_STORE, publicCacheControl, weakEtag } from '../lib/http-cache';
import { CUSTOMER_COOKIE, STAFF_COOKIE } from './auth.plugin';

const SESSION_COOKIE = new RegExp(`(^|;)\\s*(${CUSTOMER_COOKIE}|${STAFF_COOKIE})=`);

/** Whether the request is a signed-in person's: it carries a session cookie or an Authorization header. */
export function carriesSession(request: FastifyRequest): boolean {
  return request.headers.authorization !== undefined || SESSION_COOKIE.test(request.headers.cookie ?? '');
}

/** Whether `reply` to `request` may be kept by a shared cache under the route's policy. */
function mayBePublic(request: FastifyRequest, reply: FastifyReply): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    reply.statusCode === 200 &&
    !carriesSession(request) &&
    !reply.hasHeader('set-cookie')
  );
}

/** Adds the onSend hook that sets Cache-Control and ETag and answers 304; before any route and before compression. */
export function registerHttpCache(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.hasHeader('cache-control')) return payload;
    const policy = request.routeOptions.config.cache;
    const body = typeof payload === 'string' || Buffer.isBuffer(payload) ? payload : undefined;
    if (!policy || body === undefined || !mayBePublic(request, reply)) {
      reply.header('cache-control', PRIVATE_NO_STORE);
      return payload;
    }
    const etag = weakEtag(body);
    reply.header('cache-control', publicCacheControl(policy)).header('etag', etag);
    if (!etagMatches(request.headers['if-none-match'], etag)) return payload;
    reply.code(304).removeHeader('content-length');
    return null;
  });
}
