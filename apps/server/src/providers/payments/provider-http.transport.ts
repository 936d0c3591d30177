/**
 * JSON over HTTP to a payment provider, with the spec's 30 s time-out on every call (shopper
 * spec §7). Takes a full URL and a request; returns the status and the parsed JSON body (undefined
 * when the body is not JSON). Throws ProviderUnreachable when the provider cannot be reached or
 * does not answer in time, so callers can tell "down" from "said no".
 */

/** The spec's time-out for payment calls, in ms. */
export const PROVIDER_TIMEOUT_MS = 30_000;

export class ProviderUnreachable extends Error {
  constructor(provider: string, cause: unknown) {
    super(`${provider} could not be reached`, { cause });
    this.name = 'ProviderUnreachable';
  }
}

export interface ProviderReply {
  status: number;
  body: unknown;
}

export interface ProviderRequest {
  method: 'GET' | 'POST' | 'PATCH';
  headers: Record<string, string>;
  /** A JSON value (sent as JSON) or form fields (sent form-encoded). */
  json?: unknown;
  form?: Record<string, string>;
  timeoutMs?: number;
}

/** Sends `request` to `url` for `provider` (its name, for errors). */
export async function callProvider(provider: string, url: string, request: ProviderRequest): Promise<ProviderReply> {
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  let body: string | undefined;
  if (request.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.json);
  } else if (request.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(request.form).toString();
  }
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      method: request.method,
      headers,
      body,
      signal: AbortSignal.timeout(request.timeoutMs ?? PROVIDER_TIMEOUT_MS),
    });
    text = await response.text();
  } catch (error) {
    throw new ProviderUnreachable(provider, error);
  }
  return { status: response.status, body: parseJson(text) };
}

/** A reply or notification body read as JSON (text or raw bytes, UTF-8); undefined when it is not JSON. */
export function parseJson(body: string | Buffer): unknown {
  try {
    return JSON.parse(typeof body === 'string' ? body : body.toString('utf8'));
  } catch {
    return undefined;
  }
}

/** An error for a reply the provider should not have given (5xx, or a body we cannot read). */
export function providerRefused(provider: string, what: string, reply: ProviderReply): Error {
  return new Error(`${provider}: ${what} answered ${reply.status}: ${JSON.stringify(reply.body)?.slice(0, 300)}`);
}
