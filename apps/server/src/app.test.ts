import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the app', () => {
  it('answers the health check', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
  });

  it('serves an OpenAPI document with the spec paths', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/v1/product/list',
      '/api/v1/order/new',
      '/api/v1/auth/signup',
      '/api/v1/payment/verify-phonepe-payment',
    ]) {
      expect(doc.paths).toHaveProperty([path]);
    }
    expect(doc.paths['/api/v1/order/new'].post.requestBody).toBeDefined();
  });

  it('documents the success and error replies of every API route', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const undocumented: string[] = [];
    for (const [path, operations] of Object.entries<Record<string, { responses?: Record<string, unknown> }>>(
      doc.paths,
    )) {
      if (!path.startsWith('/api/v1/')) continue;
      for (const [method, operation] of Object.entries(operations)) {
        const codes = Object.keys(operation.responses ?? {});
        const ok = codes.some((code) => code.startsWith('2'));
        const error = codes.some((code) => code.startsWith('4') || code.startsWith('5'));
        if (!ok || !error) undocumented.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(undocumented).toEqual([]);
    const product = doc.paths['/api/v1/product/{id}'].get.responses;
    expect(Object.keys(product)).toEqual(expect.arrayContaining(['200', '404']));
    expect(JSON.stringify(product['200'])).toContain('discounted_single_product_price');
  });

  it('refuses malformed JSON with 400 and the error envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/product/list',
      headers: { 'content-type': 'application/json' },
      payload: '{"pageNum": 1,',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe('Error');
  });

  it('answers an unknown API path with 404 in the envelope, not the web app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json().status).toBe('Error');
  });
});
