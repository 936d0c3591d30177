/**
 * The typed API contract (issue 28 item 4, decision 068): every call under /api/v1 is declared
 * once, in its module's `<module>.contract.ts`, keyed by `"METHOD /path"` (Fastify's path syntax,
 * `:id` for a parameter) with its params, query, body and reply schemas, its success status and
 * the error statuses it may answer. The server registers its routes from these declarations
 * (apps/server/src/lib/contract-route.ts) and the web calls `api.call(key, input)`, its input and
 * reply types inferred from the same schemas (apps/web/src/lib/api-client.ts). The web imports
 * the contract as a type only, so no schema reaches a page's scripts; the key names the call.
 */
import { z } from 'zod';
import { fileReplyOf, responses, type ErrorStatus } from './envelope.schemas';

/** The HTTP methods the API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A call's key: its method and its path below /api/v1, e.g. `"PUT /addresses/:id"`. */
export type RouteKey = `${HttpMethod} /${string}`;

/** What a module declares of one call. */
export interface RouteSpec {
  /** One line for /api/docs. */
  summary: string;
  /** Extra /api/docs groups beside the contract's own tag (e.g. 'admin'). */
  tags?: readonly string[];
  /** Path parameters (`:id`), as a strict object schema. */
  params?: z.ZodType;
  /** The query string, as a strict object schema. */
  query?: z.ZodType;
  /** The JSON body. */
  body?: z.ZodType;
  /** The `data` of the success envelope; absent when the call answers a file (see `file`). */
  reply?: z.ZodType;
  /** The media type of a file reply (a PDF, a CSV) sent instead of the JSON envelope. */
  file?: string;
  /** The success status (200 unless given). */
  okStatus?: 200 | 201 | 202;
  /** The error statuses the call may answer, each with the error envelope (500 is always there). */
  errors: readonly ErrorStatus[];
}

type MethodOf<K> = K extends `${infer M extends HttpMethod} ${string}` ? M : never;
type PathOf<K> = K extends `${HttpMethod} ${infer P}` ? P : never;

/** One declared call: its spec with its method, path (below /api/v1) and tags filled in. */
export type Route<K extends RouteKey = RouteKey, S extends RouteSpec = RouteSpec> = S & {
  readonly key: K;
  readonly method: MethodOf<K>;
  readonly path: PathOf<K>;
  readonly tags: readonly string[];
};

/** A module's calls, by key. */
export type Contract<C extends Record<RouteKey, RouteSpec>> = { readonly [K in keyof C & RouteKey]: Route<K, C[K]> };

/**
 * Declares a module's calls: `calls` by key, each tagged `tag` (its /api/docs group) before its
 * own tags. Returns each spec with `key`, `method` and `path` added. Throws on a key that is not
 * "METHOD /path" (a programming error, caught when the module loads).
 */
export function defineContract<const C extends Record<RouteKey, RouteSpec>>(tag: string, calls: C): Contract<C> {
  const routes: Record<string, Route> = {};
  for (const [key, spec] of Object.entries(calls) as [RouteKey, RouteSpec][]) {
    const match = /^(GET|POST|PUT|PATCH|DELETE) (\/\S*)$/.exec(key);
    if (!match) throw new Error(`Not a route key: ${key}`);
    routes[key] = {
      ...spec,
      key,
      method: match[1] as HttpMethod,
      path: match[2]!,
      tags: [tag, ...(spec.tags ?? [])],
    } as Route;
  }
  return routes as Contract<C>;
}

/** The response map Fastify and /api/docs use for a call: the success envelope (or the file) and the errors. */
export function routeResponses(route: RouteSpec): Record<number, z.ZodType> {
  const map = responses(route.reply ?? nullReply, route.errors, route.okStatus);
  if (route.file !== undefined) map[route.okStatus ?? 200] = fileReplyOf(route.file);
  return map;
}

const nullReply = z.null();

type Input<S, F extends 'params' | 'query' | 'body'> = S extends { [P in F]: infer Z extends z.ZodType }
  ? object extends z.input<Z>
    ? { [P in F]?: z.input<Z> }
    : undefined extends z.input<Z>
      ? { [P in F]?: z.input<Z> }
      : { [P in F]: z.input<Z> }
  : unknown;

/** What a caller sends: `{ params?, query?, body? }`, each typed by its schema's input, optional when it may be left out. */
export type RouteInput<S> = Input<S, 'params'> & Input<S, 'query'> & Input<S, 'body'>;

/** The `data` a call answers with (its reply schema's output); `never` for a file reply. */
export type RouteReply<S> = S extends { reply: infer Z extends z.ZodType } ? z.output<Z> : never;

/** What the server's handler sees after validation: params, query and body as their schemas' output. */
export type ParsedInput<S, F extends 'params' | 'query' | 'body'> = S extends {
  [P in F]: infer Z extends z.ZodType;
}
  ? z.output<Z>
  : unknown;

/** The value a handler answers for a JSON call: the `data` its reply schema takes (z.input). */
export type ReplyData<S> = S extends { reply: infer Z extends z.ZodType } ? z.input<Z> : never;
