/**
 * Registers a route from its declaration in the API contract (packages/domain/src/api/contract.schemas.ts,
 * decision 068): the method, the path, the params, query and body schemas Fastify validates with,
 * and the responses /api/docs lists all come from the one declaration; the module adds only what
 * is the server's own (who may call it, its rate limit) and the handler. The handler's request is
 * typed by the schemas' output and its answer by the reply schema, so a route cannot drift from
 * what the web was told.
 */
import type { FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeResponses, type ParsedInput, type ReplyData, type Route } from '@shop/domain/api/contract.schemas';
import type { Success } from './reply';

/** The Fastify instance a route plugin receives (with the zod type provider). */
export type RouteApp = Parameters<FastifyPluginAsyncZod>[0];

/** The request a contract handler sees: params, query and body already validated. */
export type ContractRequest<R> = FastifyRequest<{
  Params: ParsedInput<R, 'params'>;
  Querystring: ParsedInput<R, 'query'>;
  Body: ParsedInput<R, 'body'>;
}>;

/**
 * A contract handler answers the reply's data in the success envelope (`success(data)`, checked
 * against the reply schema), or sends its own reply (a file, a pre-serialised body) and returns it.
 */
export type ContractHandler<R> = (
  request: ContractRequest<R>,
  reply: FastifyReply,
) => Promise<Success<ReplyData<R>> | FastifyReply> | Success<ReplyData<R>> | FastifyReply;

/** What a route adds to its declaration: who may call it (preHandler), its rate limit (config), its body limit. */
export type RouteExtras = Pick<RouteShorthandOptions, 'preHandler' | 'config' | 'bodyLimit' | 'onRequest'>;

/**
 * Registers `route` on `app` (under the plugin's prefix, /api/v1) with `handler`, and `extras`
 * beside it. Returns nothing; Fastify throws at start-up on a duplicate route.
 */
export function contractRoute<R extends Route>(
  app: RouteApp,
  route: R,
  extras: RouteExtras,
  handler: ContractHandler<R>,
): void {
  app.route({
    ...extras,
    method: route.method,
    url: route.path,
    schema: {
      tags: [...route.tags],
      summary: route.summary,
      ...(route.params && { params: route.params }),
      ...(route.query && { querystring: route.query }),
      ...(route.body && { body: route.body }),
      response: routeResponses(route),
    },
    handler: handler as never,
  });
}
