/**
 * Guards the state-changing API calls (POST, PUT, PATCH, DELETE under /api/v1) against
 * cross-site requests (issue 5; decision 009). A body must be JSON: an HTML form or a
 * `text/plain` fetch, the bodies a browser sends cross-site without asking the server first,
 * answers 415. A request that carries an Origin must come from the shop's own origin (in
 * development also the Vite dev server's and the loopback names of PUBLIC_URL), else 403.
 * Requests without Origin (server-to-server, curl, tests) pass. Providers' notifications
 * (/api/v1/payment/notify…) are called by their servers, so the Origin rule skips them.
 * Both checks run on request, before the body is read: a refused call changes nothing.
 * Routes that take files say so with `config: { multipart: true }` and also take
 * multipart/form-data (still same-origin only; the session cookie is SameSite); the one-click
 * unsubscribe of alert mails says `config: { formUrlEncoded: true }` (RFC 8058: the mail
 * provider POSTs a form), and it changes nothing but stops the alerts its signed token names.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes multipart/form-data (file uploads) besides JSON. */
    multipart?: boolean;
    /** The route also takes application/x-www-form-urlencoded: a mail provider's one-click unsubscribe POST (RFC 8058). */
    formUrlEncoded?: boolean;
  }
}

const MULTIPART_MEDIA_TYPE = 'multipart/form-data';
const FORM_MEDIA_TYPE = 'application/x-www-form-urlencoded';
const JSON_MEDIA_TYPE = /^application\/([a-z0-9.+-]+\+)?json$/;
const VITE_DEV_ORIGIN = 'http://localhost:5173';
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];
const NOTIFY_PATH = /^\/api\/v1\/payment\/notify(\/|\?|$)/;

export const JSON_ONLY = 'Send the request body as JSON (Content-Type: application/json).';
export const CROSS_ORIGIN_REFUSED = 'Cross-origin requests are not allowed.';

/** The origins a browser may call the API from: PUBLIC_URL's, plus the development ones. */
export function allowedOrigins(publicUrl: string, development: boolean): Set<string> {
  const origin = new URL(publicUrl);
  const origins = new Set([origin.origin]);
  if (development) {
    origins.add(VITE_DEV_ORIGIN);
    if (LOOPBACK_HOSTS.includes(origin.hostname)) {
      for (const host of LOOPBACK_HOSTS)
        origins.add(`${origin.protocol}//${host}${origin.port ? `:${origin.port}` : ''}`);
    }
  }
  return origins;
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

function mediaType(request: FastifyRequest): string {
  return (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
}

/** Adds the guard to the API scope it is called on. */
export function registerApiRequestGuard(
  api: FastifyInstance,
  options: { publicUrl: string; development: boolean },
): void {
  const origins = allowedOrigins(options.publicUrl, options.development);
  api.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin !== undefined && !NOTIFY_PATH.test(request.url) && !origins.has(origin))
      throw new AppError('FORBIDDEN', CROSS_ORIGIN_REFUSED);
    const type = mediaType(request);
    if (type === MULTIPART_MEDIA_TYPE && request.routeOptions.config.multipart === true) return;
    if (type === FORM_MEDIA_TYPE && request.routeOptions.config.formUrlEncoded === true) return;
    if (hasBody(request) && !JSON_MEDIA_TYPE.test(type)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', JSON_ONLY);
  });
}
