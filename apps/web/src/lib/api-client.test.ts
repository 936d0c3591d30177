import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, callUrl } from './api-client';

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
    const error = await failureOf(api.call('POST /order/new', { body: {} as never }));
    expect([error.status, error.code, error.message]).toEqual([409, 'OUT_OF_STOCK', 'ESP32 is out of stock']);
  });

  it('falls back to the status’s generic code when the reply names none or an unknown one', async () => {
    replyWith(502, { message: 'Bad gateway' });
    expect((await failureOf(api.call('GET /addresses'))).code).toBe('INTERNAL_ERROR');
    replyWith(429, { status: 'Error', code: 'SOMETHING_NEW', message: 'Slow down' });
    expect((await failureOf(api.call('GET /addresses'))).code).toBe('RATE_LIMITED');
  });

  it('reports its own time-out as TIMEOUT and no reply as NETWORK_ERROR, with status 0', async () => {
    vi.stubGlobal('fetch', (_: string, init: RequestInit) => {
      return new Promise((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      );
    });
    const timedOut = await failureOf(api.call('GET /addresses', {}, { timeoutMs: 5 }));
    expect([timedOut.status, timedOut.code, timedOut.message]).toEqual([
      0,
      'TIMEOUT',
      'Request timeout. Please try again.',
    ]);
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    expect((await failureOf(api.call('GET /addresses'))).code).toBe('NETWORK_ERROR');
  });

  it('reports a success whose body was cut short as NETWORK_ERROR (its answer is lost), not as a refusal', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('{"status":"Succ', { status: 200 })));
    const cut = await failureOf(api.call('GET /addresses'));
    expect([cut.status, cut.code]).toEqual([0, 'NETWORK_ERROR']);
    // An error page that is not JSON (a proxy's) keeps its status's code.
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('<html>Bad request</html>', { status: 400 })));
    expect((await failureOf(api.call('GET /addresses'))).code).toBe('BAD_REQUEST');
  });
});

describe('api.call', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a declared call to its path with the params encoded and the body as JSON', async () => {
    const sent: { url: string; init: RequestInit }[] = [];
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
      sent.push({ url, init });
      return Promise.resolve(new Response(JSON.stringify({ status: 'Success', data: { ok: 1 } }), { status: 200 }));
    });
    const body = { address: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560001' };
    await api.call('PUT /addresses/:id', { params: { id: 'a/b c' }, body });
    await api.call('GET /addresses');
    expect(sent.map(({ url, init }) => [init.method, url, init.body])).toEqual([
      ['PUT', '/api/v1/addresses/a%2Fb%20c', JSON.stringify(body)],
      ['GET', '/api/v1/addresses', undefined],
    ]);
  });

  it('writes the query from its defined values, an array as repeated keys', () => {
    expect(callUrl('GET /addresses', { query: { q: 'esp 32', page: 2, skip: undefined, tag: ['a', 'b'] } })).toEqual({
      method: 'GET',
      path: '/addresses?q=esp+32&page=2&tag=a&tag=b',
    });
  });
});
