import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { PINCODE_LOOKUP_PER_IP } from './rate-limit.rules';

// The per-address limit of pincode look-ups shows which client address the server believes.
const look = (app: FastifyInstance, remoteAddress: string, forwardedFor?: string) =>
  app.inject({
    method: 'GET',
    url: '/api/v1/location/pincode/560038',
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });

async function lookUntilLimit(
  app: FastifyInstance,
  remoteAddress: string,
  forwardedFor: (i: number) => string | undefined,
): Promise<number[]> {
  const codes: number[] = [];
  for (let i = 0; i <= PINCODE_LOOKUP_PER_IP.max; i++)
    codes.push((await look(app, remoteAddress, forwardedFor(i))).statusCode);
  return codes;
}

describe('with no TRUST_PROXY (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('ignores X-Forwarded-For: a stranger changing it on every call is still limited by its own address', async () => {
    const codes = await lookUntilLimit(t.app, '203.0.113.50', (i) => `198.51.100.${i + 1}`);
    expect(codes.slice(0, -1)).not.toContain(429);
    expect(codes.at(-1)).toBe(429);
  });
});

describe('with TRUST_PROXY naming the reverse proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '10.0.0.0/8' } });
  });
  afterAll(() => t.close());

  it('limits each real client behind the proxy separately', async () => {
    const a = await lookUntilLimit(t.app, '10.1.2.3', () => '198.51.100.1');
    expect(a.at(-1)).toBe(429);
    expect((await look(t.app, '10.1.2.3', '198.51.100.2')).statusCode).not.toBe(429);
    expect((await look(t.app, '10.1.2.4', '198.51.100.2')).statusCode).not.toBe(429);
  });

  it('takes the address the proxy saw, not one the client put in front of it', async () => {
    const codes = await lookUntilLimit(t.app, '10.1.2.3', (i) => `192.0.2.${i + 1}, 198.51.100.7`);
    expect(codes.at(-1)).toBe(429);
  });

  it('still ignores X-Forwarded-For from anyone who is not a listed proxy', async () => {
    const codes = await lookUntilLimit(t.app, '203.0.113.60', (i) => `198.51.100.${i + 100}`);
    expect(codes.at(-1)).toBe(429);
  });
});
