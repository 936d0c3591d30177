/**
 * The one way the web app calls the server: a call declared in the API contract (decision 068),
 * by its key, as JSON to /api/v1 on the same origin, with the session cookie; there is no untyped
 * path. Unwraps { status: "Success", data } (callWithMessage also keeps the reply's message)
 * and throws ApiError otherwise, with the server's message (the spec's text, for people), its
 * code (for the page to switch on, decision 066) and the HTTP status. The client's own failures
 * have status 0 and the code TIMEOUT or NETWORK_ERROR.
 */
import type { ApiContract, ApiRouteKey } from '@shop/domain/api/api.contract';
import type { RouteInput, RouteReply } from '@shop/domain/api/contract.schemas';
import { codeForStatus, isErrorCode, type ErrorCode } from '@shop/domain/api/api.errors';

export type { ErrorCode };

export class ApiError extends Error {
  readonly status: number;
  /** The reply's code; the status's generic code when the reply named none (a proxy's page). */
  readonly code: ErrorCode;
  readonly errors?: { path: string; message: string }[];

  constructor(status: number, message: string, errors?: { path: string; message: string }[], code?: ErrorCode) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code ?? codeForStatus(status);
    this.errors = errors;
  }
}

/** True when `error` is an ApiError with one of `codes`. */
export function hasErrorCode(error: unknown, ...codes: ErrorCode[]): error is ApiError {
  return error instanceof ApiError && codes.includes(error.code);
}

/** The client's own time-out, as every call reports it. */
export const timeoutError = () => new ApiError(0, 'Request timeout. Please try again.', undefined, 'TIMEOUT');
/** No reply reached the browser, as every call reports it. */
export const networkError = () =>
  new ApiError(0, 'Network error. Please check your connection and try again.', undefined, 'NETWORK_ERROR');

const API_BASE = '/api/v1';
const DEFAULT_TIMEOUT_MS = 10_000;

interface RequestOptions {
  body?: unknown;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Lets the request outlive the page (fetch keepalive): a last save while the tab closes. */
  keepalive?: boolean;
}

/** A success reply with its optional message (the text staff are shown, e.g. "Job queued again"). */
export interface ApiReply<T> {
  data: T;
  message?: string;
}

async function send<T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  options: RequestOptions = {},
): Promise<ApiReply<T>> {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      credentials: 'same-origin',
      // Public replies say stale-while-revalidate for a CDN (decision 085), which a browser obeys
      // too: it would answer a refetch with the list from before the shopper's own change. The app
      // always asks the server, which answers 304 when nothing changed.
      cache: 'no-cache',
      headers: options.body === undefined ? undefined : { 'content-type': 'application/json' },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal,
      keepalive: options.keepalive,
    });
  } catch (error) {
    if (timeout.aborted) throw timeoutError();
    throw error instanceof DOMException && error.name === 'AbortError' ? error : networkError();
  }
  const payload = (await response.json().catch(() => null)) as {
    status?: string;
    code?: unknown;
    data?: T;
    message?: string;
    errors?: ApiError['errors'];
  } | null;
  // A success whose body did not arrive whole (the page was leaving, a proxy cut it): the call may
  // have been carried out, but its answer is lost, as when no reply came at all.
  if (response.ok && payload === null) throw networkError();
  if (!response.ok || payload?.status !== 'Success') {
    throw new ApiError(
      response.status,
      payload?.message ?? `Request failed (${response.status})`,
      payload?.errors,
      isErrorCode(payload?.code) ? payload.code : undefined,
    );
  }
  return { data: payload.data as T, message: payload.message };
}

async function request<T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  return (await send<T>(method, path, options)).data;
}

/** A file the server sent (a PDF, a CSV) and the name it asked to save it under. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/**
 * Fetches a file from the API (GET, or POST with an empty JSON body). Throws ApiError with the
 * server's message when it answers an error envelope instead of the file.
 */
async function download(method: 'GET' | 'POST', path: string, fallbackName: string): Promise<DownloadedFile> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      credentials: 'same-origin',
      headers: method === 'POST' ? { 'content-type': 'application/json' } : undefined,
      body: method === 'POST' ? '{}' : undefined,
      signal: AbortSignal.timeout(30_000),
    });
  } catch {
    throw networkError();
  }
  if (!response.ok) {
    const payload = (await response.json().catch(() => null)) as { message?: string; code?: unknown } | null;
    throw new ApiError(
      response.status,
      payload?.message ?? `Request failed (${response.status})`,
      undefined,
      isErrorCode(payload?.code) ? payload.code : undefined,
    );
  }
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return { blob: await response.blob(), fileName: named?.[1] ?? fallbackName };
}

/** What a declared call takes: `{ params?, query?, body? }`, typed by the contract's schemas. */
export type ApiInput<K extends ApiRouteKey> =
  RouteInput<ApiContract[K]> extends infer I
    ? unknown extends I
      ? { params?: never; query?: never; body?: never }
      : I
    : never;
/** The `data` a declared call answers with, typed by the contract's reply schema. */
export type ApiData<K extends ApiRouteKey> = RouteReply<ApiContract[K]>;
/** The body a declared call takes (its schema's input). */
export type ApiBody<K extends ApiRouteKey> = ApiInput<K> extends { body?: infer B } ? NonNullable<B> : never;
/** The query a declared call takes (its schema's input). */
export type ApiQuery<K extends ApiRouteKey> = ApiInput<K> extends { query?: infer Q } ? NonNullable<Q> : never;

/** The arguments after a call's key: the input (optional when every part of it may be left out) and options. */
type CallArgs<K extends ApiRouteKey> =
  object extends ApiInput<K>
    ? [input?: ApiInput<K>, options?: RequestOptions]
    : [input: ApiInput<K>, options?: RequestOptions];

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The method and the URL below /api/v1 of a call: its key's path with each `:name` replaced by
 * `params[name]` (URI-encoded) and `query` appended (undefined and null left out, an array as
 * repeated keys). Throws on a missing parameter (a programming error the types prevent).
 */
export function callUrl(
  key: ApiRouteKey,
  input?: { params?: Record<string, unknown>; query?: Record<string, unknown> },
): { method: Method; path: string } {
  const space = key.indexOf(' ');
  const method = key.slice(0, space) as Method;
  let path = key.slice(space + 1).replace(/:(\w+)/g, (_, name: string) => {
    const value = input?.params?.[name];
    if (value === undefined || value === null) throw new Error(`${key}: missing the parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(input?.query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) search.append(name, String(item));
    }
  }
  if (search.size > 0) path += `?${search.toString()}`;
  return { method, path };
}

function callOptions(method: Method, input: { body?: unknown } | undefined, options: RequestOptions | undefined) {
  const body = input?.body ?? (method === 'GET' || method === 'DELETE' ? undefined : {});
  return { ...options, body };
}

export const api = {
  /**
   * Calls the declared call `key` (e.g. `'PUT /addresses/:id'`) with its params, query and body,
   * and answers the reply's `data`, typed by the contract (decision 068). Throws ApiError.
   */
  call: <K extends ApiRouteKey>(key: K, ...[input, options]: CallArgs<K>): Promise<ApiData<K>> => {
    const { method, path } = callUrl(key, input as Parameters<typeof callUrl>[1]);
    return request<ApiData<K>>(method, path, callOptions(method, input as { body?: unknown }, options));
  },
  /** As call, keeping the reply's message beside its data. */
  callWithMessage: <K extends ApiRouteKey>(key: K, ...[input, options]: CallArgs<K>): Promise<ApiReply<ApiData<K>>> => {
    const { method, path } = callUrl(key, input as Parameters<typeof callUrl>[1]);
    return send<ApiData<K>>(method, path, callOptions(method, input as { body?: unknown }, options));
  },
  /** A declared call that answers a file (a PDF, a CSV); see download above. */
  downloadCall: <K extends ApiRouteKey>(key: K, input: ApiInput<K>, fallbackName: string): Promise<DownloadedFile> => {
    const { method, path } = callUrl(key, input as Parameters<typeof callUrl>[1]);
    return download(method as 'GET' | 'POST', path, fallbackName);
  },
};
