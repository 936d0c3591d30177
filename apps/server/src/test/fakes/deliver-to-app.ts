/**
 * Webhooks from a fake provider delivered to a test app through app.inject (the app does not
 * listen on a port in API tests): the same route, headers and raw body a real POST would bring.
 */
import type { FastifyInstance } from 'fastify';
import type { Deliver } from './fake-http';

export function deliverTo(app: FastifyInstance): Deliver {
  return async (url, headers, body) =>
    (
      await app.inject({
        method: 'POST',
        url: new URL(url).pathname,
        headers: { 'content-type': 'application/json', ...headers },
        payload: body,
      })
    ).statusCode;
}
