/**
 * The one way the web app calls the server: JSON to /api/v1 on the same origin, with the session
 * cookie. Unwraps { status: "Success", data } (postWithMessage also keeps the reply's message)
 * and throws ApiError with the server's message (the spec's text) and HTTP status otherwise.
 */

export class ApiError extends Error {
  readonly status: number;
  readonly errors?: { path: string; message: string }[];

  constructor(status: number, message: string, errors?: { path: string; message: string }[]) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }
}

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
      headers: options.body === undefined ? undefined : { 'content-type': 'application/json' },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal,
      keepalive: options.keepalive,
    });
  } catch (error) {
    if (timeout.aborted) throw new ApiError(0, 'Request timeout. Please try again.');
    throw error instanceof DOMException && error.name === 'AbortError'
      ? error
      : new ApiError(0, 'Network error. Please check your connection and try again.');
  }
  const payload = (await response.json().catch(() => null)) as {
    status?: string;
    data?: T;
    message?: string;
    errors?: ApiError['errors'];
  } | null;
  if (!response.ok || payload?.status !== 'Success') {
    throw new ApiError(response.status, payload?.message ?? `Request failed (${response.status})`, payload?.errors);
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
    throw new ApiError(0, 'Network error. Please check your connection and try again.');
  }
  if (!response.ok) {
    const payload = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(response.status, payload?.message ?? `Request failed (${response.status})`);
  }
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return { blob: await response.blob(), fileName: named?.[1] ?? fallbackName };
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, { ...options, body: body ?? {} }),
  /** As post, keeping the reply's message beside its data. */
  postWithMessage: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    send<T>('POST', path, { ...options, body: body ?? {} }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', path, { ...options, body: body ?? {} }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', path, { ...options, body: body ?? {} }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
  /** A file (PDF, CSV) by GET or POST; see download above. */
  download,
};
