/**
 * /metrics (issue 32 "Metrics"): off unless configured; on the shop's port only with its bearer
 * token (401 without); on its own port (METRICS_PORT) and then 404 on the shop's. After a
 * listing and a queued job, the scrape shows the request by route and status and the queue by
 * job name, in Prometheus's text format.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, expect, it } from 'vitest';
import { enqueueJob } from '../modules/jobs/jobs.service';
import { createTestApp, type TestApp } from '../test/test-app';
import { startMetricsServer } from './metrics.plugin';

const TOKEN = 'metrics-token-0123456789abcdef';
const apps: TestApp[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((t) => t.close()));
});
/** A built storefront of one page: an unknown address answers it. */
const storefront = mkdtempSync(join(tmpdir(), 'shop-web-metrics-'));
writeFileSync(
  join(storefront, 'index.html'),
  '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
);
afterAll(async () => {
  await Promise.all(apps.map((t) => t.close()));
  rmSync(storefront, { recursive: true, force: true });
});

async function app(env: Record<string, string> = {}, options: { webDist?: string } = {}) {
  const t = await createTestApp({ env, ...options });
  apps.push(t);
  return t;
}

it('is not served when neither METRICS_TOKEN nor METRICS_PORT is set', async () => {
  // With a built storefront, an unknown address would answer its page (200): /metrics must not.
  const t = await app({}, { webDist: storefront });
  const reply = await t.app.inject({ method: 'GET', url: '/metrics' });
  expect(reply.statusCode).toBe(404);
  expect(reply.json()).toMatchObject({ status: 'Error', code: 'NOT_FOUND' });
});

it('answers 401 without the bearer token or with a wrong one, and nothing about the shop', async () => {
  const t = await app({ METRICS_TOKEN: TOKEN });
  for (const headers of [{}, { authorization: `Bearer ${TOKEN}x` }, { authorization: TOKEN }]) {
    const reply = await t.app.inject({ method: 'GET', url: '/metrics', headers });
    expect(reply.statusCode).toBe(401);
    expect(reply.json()).toMatchObject({ status: 'Error', code: 'UNAUTHENTICATED' });
    expect(reply.body).not.toContain('http_requests_total');
  }
});

it('with the token, counts requests by route pattern and status, and the job queue by name', async () => {
  const t = await app({ METRICS_TOKEN: TOKEN });
  await t.app.inject({ method: 'POST', url: '/api/v1/product/list', payload: {} });
  await t.app.inject({ method: 'GET', url: '/api/v1/product/no-such-product-id' });
  await enqueueJob(t.db, { name: 'metrics.test', payload: {} });
  const reply = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(reply.statusCode).toBe(200);
  expect(reply.headers['content-type']).toContain('text/plain');
  expect(reply.headers['cache-control']).toBe('no-store');
  expect(reply.body).toContain('http_requests_total{route="/api/v1/product/list",method="POST",status="200"} 1');
  // The route's pattern, not the id, so ids make no new series.
  expect(reply.body).toContain('http_requests_total{route="/api/v1/product/:id",method="GET",status="404"} 1');
  expect(reply.body).toMatch(/http_request_duration_seconds_bucket\{le="0\.005",route="\/api\/v1\/product\/list"/);
  expect(reply.body).toContain('shop_jobs_pending{name="metrics.test"} 1');
  expect(reply.body).toContain('shop_catalog_reads_in_flight 0');
  expect(reply.body).toContain('process_cpu_user_seconds_total');
});

it('with METRICS_PORT, serves them only on that port and answers 404 on the shop’s, token or not', async () => {
  const t = await app({ METRICS_PORT: '1', METRICS_TOKEN: TOKEN }, { webDist: storefront });
  expect(
    (await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).statusCode,
  ).toBe(404);
  const server = await startMetricsServer(t.app.metrics, 0, '127.0.0.1');
  try {
    const { port } = server.address() as AddressInfo;
    await t.app.inject({ method: 'GET', url: '/healthz' });
    const scrape = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(scrape.status).toBe(200);
    expect(await scrape.text()).toContain('http_requests_total{route="/healthz",method="GET",status="200"} 1');
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
  } finally {
    server.close();
  }
});
