/**
 * One error handler for every route (DESIGN.md "API conventions"): the body is always
 * { status: "Error", code, message, errors? } with a real HTTP status. `code` is the AppError's
 * code, VALIDATION_FAILED for a schema failure, and the HTTP status's generic code for Fastify's
 * own errors (decision 066). Validation failures carry the first issue's message (the spec's
 * text) and every issue in `errors`; 5xx details are logged with the request's context and
 * hidden from the caller.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { codeForStatus } from '@shop/domain/api/api.errors';
import { ReadRefused } from '../db/read-admission';
import { isStatementTimeout } from '../db/statement-timeout';
import { AppError, type FieldError } from '../lib/app-error';

/** The 503's message when a catalogue read ran past its statement timeout or found no place (docs/decisions/083). */
export const BUSY_MESSAGE = 'The shop is busy right now. Please try again in a moment.';

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
      return reply
        .status(error.statusCode)
        .send({ status: 'Error', code: error.code, message: error.message, errors: error.errors });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldError[] = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message ?? 'Invalid value',
      }));
      return reply
        .status(400)
        .send({ status: 'Error', code: 'VALIDATION_FAILED', message: errors[0]?.message ?? 'Invalid request', errors });
    }
    if (error instanceof ReadRefused || isStatementTimeout(error)) {
      // Not the error itself: a timeout carries the whole statement, kilobytes a line under load.
      request.log.warn(
        { route: request.routeOptions.url },
        `${error instanceof ReadRefused ? error.message : 'statement timeout'}: answered 503`,
      );
      return reply
        .status(503)
        .header('retry-after', '1')
        .send({ status: 'Error', code: codeForStatus(503), message: BUSY_MESSAGE });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(status).send({
        status: 'Error',
        code: codeForStatus(status),
        message: 'Something went wrong on our side. Please try again later.',
      });
    }
    // Fastify's own client errors: malformed JSON, body too large, unsupported media type.
    const message = status === 413 ? 'The request is too large' : error.message;
    return reply.status(status).send({ status: 'Error', code: codeForStatus(status), message });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({
      status: 'Error',
      code: 'NOT_FOUND',
      message: `No route for ${request.method} ${request.url.split('?')[0]}`,
    });
  });
}

/**
 * Fastify's `frameworkErrors` option: errors its router raises before any route or hook runs
 * (a malformed URL: 400; a path parameter over 100 characters: 414), answered with the same
 * envelope instead of Fastify's own body.
 */
export function frameworkErrorReply(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode ?? 400;
  const message = status === 414 ? 'The address is too long' : 'The address is not valid';
  reply.status(status).send({ status: 'Error', code: codeForStatus(status), message });
}
