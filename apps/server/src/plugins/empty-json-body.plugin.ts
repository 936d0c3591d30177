/**
 * JSON bodies for the API scope it is called on (issue 27, docs/decisions/058): Fastify's own
 * parser (prototype poisoning refused), except that an empty body sent with
 * `Content-Type: application/json` is read as no body, as many clients send a call that takes
 * none, instead of Fastify's 400 "Body cannot be empty". The route's schema then decides: a call
 * that takes no body (domain validation/empty-body.schemas.ts) accepts it, one that needs a body refuses it.
 */
import type { FastifyInstance } from 'fastify';

const JSON_MEDIA_TYPE = 'application/json';

export function acceptEmptyJsonBody(api: FastifyInstance): void {
  const parseJson = api.getDefaultJsonParser('error', 'error');
  api.removeContentTypeParser(JSON_MEDIA_TYPE);
  api.addContentTypeParser(JSON_MEDIA_TYPE, { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
}
