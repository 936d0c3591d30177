import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from './api-client';

function replyWith(status: number, body: unknown) {
  vi.stubGlobal('fetch', () => Promise.resolve(new Response(JSON.stringify(body), { status })));
}

async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('api-client errors', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('carries the reply’s code beside its message and status', async () => {
    replyWith(409, { status: 'Error', code: 'OUT_OF_STOCK', message: 'ESP32 is out of stock' });
    const error = await failureOf(api.post('/order/new', {}));
    expect([error.status, error.code, error.message]).toEqual([409, 'OUT_OF_STOCK', 'ESP32 is out of stock']);
  });

  it('falls back to the status’s generic code when the reply names none or an unknown one', async () => {
    replyWith(502, { message: 'Bad gateway' });
    expect((await failureOf(api.get('/products'))).code).toBe('INTERNAL_ERROR');
    replyWith(429, { status: 'Error', code: 'SOMETHING_NEW', message: 'Slow down' });
    expect((await failureOf(api.get('/products'))).code).toBe('RATE_LIMITED');
  });

  it('reports its own time-out as TIMEOUT and no reply as NETWORK_ERROR, with status 0', async () => {
    vi.stubGlobal('fetch', (_: string, init: RequestInit) => {
      return new Promise((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      );
    });
    const timedOut = await failureOf(api.get('/products', { timeoutMs: 5 }));
    expect([timedOut.status, timedOut.code, timedOut.message]).toEqual([
      0,
      'TIMEOUT',
      'Request timeout. Please try again.',
    ]);
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    expect((await failureOf(api.get('/products'))).code).toBe('NETWORK_ERROR');
  });
});
