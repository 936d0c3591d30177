/**
 * Request ids that tie a request's log lines together across processes (issue 32, docs/decisions/085).
 * Fastify numbers requests per process (req-1, req-2…), so two server processes behind one load
 * balancer log the same ids; here each process prefixes its counter with a random tag of its own.
 * Every reply names its request's id in X-Request-Id, so a shopper's or operator's report of a
 * failed call finds its lines. An id a client sends is not taken: it would let anyone forge
 * another request's lines.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** A random tag for this process, in base 36, so ids stay [0-9a-z]. */
const PROCESS_TAG = randomBytes(5).readUIntBE(0, 5).toString(36).padStart(8, '0');
let counter = 0;

/** Fastify's `genReqId`: `req-<process tag><counter>`, unique across processes, cheap (no randomness per request). */
export function newRequestId(): string {
  counter += 1;
  return `req-${PROCESS_TAG}${counter.toString(36)}`;
}

/** Sends the request's id in X-Request-Id on every reply, errors and 404s included. Register it before any route. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
