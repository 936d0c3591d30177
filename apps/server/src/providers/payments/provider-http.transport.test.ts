import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callProvider, PROVIDER_TIMEOUT_MS, ProviderUnreachable } from './provider-http.transport';

let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/slow') return; // never answers
    if (req.url === '/text')
      return void res.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>');
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ method: req.method, type: req.headers['content-type'] ?? null }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('calling a payment provider', () => {
  it('waits the spec’s 30 s at most by default', () => {
    expect(PROVIDER_TIMEOUT_MS).toBe(30_000);
  });

  it('gives up on a provider that does not answer in time, as unreachable', async () => {
    await expect(
      callProvider('Slowpay', `${origin}/slow`, { method: 'GET', headers: {}, timeoutMs: 200 }),
    ).rejects.toBeInstanceOf(ProviderUnreachable);
  });

  it('calls a provider that is not listening unreachable too', async () => {
    await expect(callProvider('Gone', 'http://127.0.0.1:9/none', { method: 'GET', headers: {} })).rejects.toThrow(
      'Gone could not be reached',
    );
  });

  it('sends JSON or form bodies and reads a reply that is not JSON as no body', async () => {
    expect((await callProvider('P', `${origin}/json`, { method: 'POST', headers: {}, json: { a: 1 } })).body).toEqual({
      method: 'POST',
      type: 'application/json',
    });
    expect((await callProvider('P', `${origin}/form`, { method: 'POST', headers: {}, form: { a: '1' } })).body).toEqual(
      { method: 'POST', type: 'application/x-www-form-urlencoded' },
    );
    expect(await callProvider('P', `${origin}/text`, { method: 'GET', headers: {} })).toEqual({
      status: 502,
      body: undefined,
    });
  });
});
