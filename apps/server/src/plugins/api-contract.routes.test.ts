/**
 * The server serves the API contract (issue 28 item 4, decision 068): every call declared in
 * packages/domain's contracts is a route of the running app, documented in /api/docs with the
 * declaration's summary and tags, so the routes are registered from the declarations; and every
 * /api/v1 route the app serves is declared.
 */
import { apiContracts } from '@shop/domain/api/api.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

interface OpenApiOperation {
  summary?: string;
  tags?: string[];
}

let t: TestApp;
let operations: Map<string, OpenApiOperation>;
beforeAll(async () => {
  t = await createTestApp();
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, OpenApiOperation>>;
  };
  operations = new Map();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      // OpenAPI writes `/addresses/{id}`; the contract, as Fastify, `/addresses/:id`.
      operations.set(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`, operation);
    }
  }
});
afterAll(() => t.close());

describe('the API contract', () => {
  const declared = apiContracts.flatMap((contract) => Object.values(contract));

  it('declares each call once', () => {
    const keys = declared.map((route) => route.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('covers every /api/v1 route the server serves', () => {
    const declaredKeys = new Set(declared.map((route) => `${route.method} /api/v1${route.path}`));
    const served = [...operations.keys()].filter((key) => key.includes(' /api/v1/'));
    expect(served.length).toBeGreaterThan(100);
    expect(served.filter((key) => !declaredKeys.has(key))).toEqual([]);
  });

  it('is what the server serves: each declared call is a route with its summary and tags', () => {
    for (const route of declared) {
      expect(operations.get(`${route.method} /api/v1${route.path}`), route.key).toMatchObject({
        summary: route.summary,
        tags: [...route.tags],
      });
    }
  });
});
