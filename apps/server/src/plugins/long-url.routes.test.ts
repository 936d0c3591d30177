/**
 * Attack: a path parameter longer than the router takes (issue 7 review). Fastify's router stops
 * at 100 characters a parameter and used to answer its own 414 body; every such request must
 * answer with the API's error envelope instead, and never reach a handler.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('an over-long path parameter', () => {
  it.each([
    ['PUT', `/api/v1/addresses/${'a'.repeat(101)}`],
    ['DELETE', `/api/v1/addresses/${'a'.repeat(5000)}`],
  ] as const)('%s answers 414 with the error envelope', async (method, url) => {
    const res = await t.app.inject({ method, url, payload: method === 'PUT' ? {} : undefined });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ status: 'Error', code: 'URI_TOO_LONG', message: 'The address is too long' });
  });

  it('a product id over 100 characters is an unknown page, in the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/product/${'a'.repeat(101)}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 'Error' });
  });
});
