/**
 * Metrics for the people who run the shop (issue 32 "Metrics"), in Prometheus's text format by
 * prom-client, on a registry of the app's own:
 * - `http_requests_total` and `http_request_duration_seconds` by route (the route's pattern, not
 *   the URL, so ids do not make new series), method and status;
 * - `shop_rate_limit_refusals_total` by route (every 429);
 * - `shop_catalog_reads_in_flight` / `_waiting` and `shop_catalog_reads_refused_total`
 *   (the catalogue's admission, docs/decisions/083);
 * - `shop_read_replica_up` and `shop_read_replica_lag_seconds` with a read replica
 *   (docs/decisions/087): whether the catalogue's reads go to it, and how far behind it was;
 * - `shop_jobs_pending`, `shop_jobs_oldest_due_age_seconds`, `shop_jobs_failed` by job name,
 *   read from the jobs table when scraped;
 * - the business counters of lib/shop-metrics.ts (`shop_orders_placed_total`, `shop_payments_total`,
 *   `shop_refunds_total`, `shop_refunds_issued_rupees_total`, `shop_mails_total`), counted by this
 *   process where each thing happens (docs/decisions/086);
 * - on PostgreSQL, each pool's connections (`shop_db_pool_connections_in_use` / `_idle` /
 *   `_waiting`, by pool), its transactions' wait and its statements' durations (db/pool-metrics.ts);
 * - Node's own (`process_*`, `nodejs_*`: CPU, memory, event-loop lag, GC).
 *
 * Kept off the public internet: with METRICS_PORT, served only on that port (METRICS_HOST,
 * 127.0.0.1 by default) and 404 on the shop's port; with METRICS_TOKEN, served on the shop's port
 * to `Authorization: Bearer <token>` only (401 otherwise); with neither, not served at all.
 */
import { createServer, type Server } from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Db } from '../db/client';
import { POOL_HISTOGRAMS, poolLoadsOf, type PoolLoad } from '../db/pool-metrics';
import { ReadRefused } from '../db/read-admission';
import { isStatementTimeout } from '../db/statement-timeout';
import { SHOP_COUNTERS } from '../lib/shop-metrics';
import { jobQueueSummary } from '../modules/jobs/jobs.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's metrics registry (issue 32); /metrics serves it. */
    metrics: Registry;
  }
}

/** Buckets (s) of the request duration histogram: the shop's pages answer in ms, a slow one in a second or two. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/** Whether `given` is the bearer token `token`, compared in constant time. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.startsWith('Bearer ') ? header.slice(7) : '');
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/**
 * Makes the app's registry and the hooks that feed it; serves /metrics on the shop's port when
 * `token` is set. Returns the registry (also `app.metrics`).
 */
export function registerMetrics(app: FastifyInstance, db: Db, options: { token?: string }): Registry {
  const registry = new Registry();
  app.decorate('metrics', registry);
  collectDefaultMetrics({ register: registry });
  countRequests(app, registry);
  admissionMetrics(app, registry);
  // The pools are read before the job queue's statement starts, so a scrape does not see itself.
  const pools = poolLoadsOf(db);
  poolMetrics(pools, registry);
  replicaMetrics(app, registry);
  jobQueueMetrics(db, registry);
  // The pools' histograms belong to the process, not to this app: served only where the app has
  // pools (PostgreSQL), so an embedded shop never shows another database's statements.
  for (const metric of [...SHOP_COUNTERS, ...(pools.length > 0 ? POOL_HISTOGRAMS : [])])
    registry.registerMetric(metric);
  if (options.token) serveWithToken(app, registry, options.token);
  // Not served here: a 404, not the storefront's page for an unknown address.
  else
    app.get('/metrics', { schema: { hide: true } }, async (_request, reply) =>
      reply.status(404).send({ status: 'Error', code: 'NOT_FOUND', message: 'No route for GET /metrics' }),
    );
  return registry;
}

/** Requests by route pattern, method and status; their durations; rate-limit refusals; refused catalogue reads. */
function countRequests(app: FastifyInstance, registry: Registry): void {
  const labelNames = ['route', 'method', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its reply being sent',
    labelNames,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const rateLimited = new Counter({
    name: 'shop_rate_limit_refusals_total',
    help: 'Requests refused by a rate limit (429)',
    labelNames: ['route'],
    registers: [registry],
  });
  const refusedReads = new Counter({
    name: 'shop_catalog_reads_refused_total',
    help: 'Catalogue reads answered 503: no place within the wait, or past the statement timeout',
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      route: request.routeOptions.url ?? 'unmatched',
      method: request.method,
      status: String(reply.statusCode),
    };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
    if (reply.statusCode === 429) rateLimited.inc({ route: labels.route });
  });
  app.addHook('onError', async (_request, _reply, error) => {
    if (error instanceof ReadRefused || isStatementTimeout(error)) refusedReads.inc();
  });
}

/** The catalogue admission's places in use and waiters (docs/decisions/083). */
function admissionMetrics(app: FastifyInstance, registry: Registry): void {
  new Gauge({
    name: 'shop_catalog_reads_in_flight',
    help: 'Catalogue reads running in this process',
    registers: [registry],
    collect() {
      this.set(app.catalogAdmission.load.inFlight);
    },
  });
  new Gauge({
    name: 'shop_catalog_reads_waiting',
    help: 'Catalogue reads waiting for a place in this process',
    registers: [registry],
    collect() {
      this.set(app.catalogAdmission.load.waiting);
    },
  });
}

/** Each database pool's connections in use, idle (open or not yet opened) and the work waiting for one. */
function poolMetrics(loads: PoolLoad[], registry: Registry): void {
  if (loads.length === 0) return;
  const poolGauge = (name: string, help: string, read: (load: PoolLoad) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['pool'],
      registers: [registry],
      collect() {
        for (const load of loads) this.set({ pool: load.pool }, read(load));
      },
    });
  poolGauge('shop_db_pool_connections_in_use', 'Connections of the pool holding a statement or a transaction', (l) =>
    l.inUse(),
  );
  poolGauge('shop_db_pool_connections_idle', 'Connections of the pool holding nothing (open or not yet opened)', (l) =>
    Math.max(0, l.size - l.inUse()),
  );
  poolGauge('shop_db_pool_waiting', 'Statements and transactions waiting for a connection of the pool', (l) =>
    l.waiting(),
  );
}

/** The read replica as the catalogue's reads last found it (docs/decisions/087); no series without one. */
function replicaMetrics(app: FastifyInstance, registry: Registry): void {
  if (!app.catalogReads.lastFound) return;
  new Gauge({
    name: 'shop_read_replica_up',
    help: "1 while the catalogue's reads go to the read replica, 0 while they go to the primary",
    registers: [registry],
    collect() {
      this.set(app.catalogReads.lastFound?.inUse ? 1 : 0);
    },
  });
  new Gauge({
    name: 'shop_read_replica_lag_seconds',
    help: 'How far the read replica was behind the primary when last checked (absent while it is down)',
    registers: [registry],
    collect() {
      const lag = app.catalogReads.lastFound?.lagSeconds;
      if (lag === undefined) this.reset();
      else this.set(lag);
    },
  });
}

/** The job queue by job name, read from the database at each scrape. */
function jobQueueMetrics(db: Db, registry: Registry): void {
  // The job gauges are read from the database once per scrape: prom-client collects the metrics
  // of a scrape at once, so the four share one read, kept for a second.
  type QueueRow = Awaited<ReturnType<typeof jobQueueSummary>>[number];
  let queueRead: { at: number; rows: Promise<QueueRow[] | undefined> } | undefined;
  const queue = () => {
    if (!queueRead || performance.now() - queueRead.at > 1_000)
      queueRead = { at: performance.now(), rows: jobQueueSummary(db).catch(() => undefined) };
    return queueRead.rows;
  };
  const jobGauge = (name: string, help: string, pick: (row: QueueRow) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['name'],
      registers: [registry],
      async collect() {
        const rows = await queue();
        this.reset();
        for (const row of rows ?? []) this.set({ name: row.name }, pick(row));
      },
    });
  jobGauge('shop_jobs_pending', 'Background jobs waiting to run, by job name', (r) => r.pending);
  jobGauge(
    'shop_jobs_oldest_due_age_seconds',
    'Age of the oldest job that is due and not yet run, by job name',
    (r) => r.oldestDueSeconds,
  );
  jobGauge('shop_jobs_failed', 'Background jobs given up on after their attempts, by job name', (r) => r.failed);
  new Gauge({
    name: 'shop_jobs_scrape_ok',
    help: '1 when the job queue could be read for this scrape, 0 when the database did not answer',
    registers: [registry],
    async collect() {
      this.set((await queue()) ? 1 : 0);
    },
  });
}

/** GET /metrics on the shop's port, to `Authorization: Bearer <token>` only (401 otherwise). */
function serveWithToken(app: FastifyInstance, registry: Registry, token: string): void {
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!bearerMatches(request.headers.authorization, token))
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .send({ status: 'Error', code: 'UNAUTHENTICATED', message: 'The metrics need their bearer token' });
    return reply
      .header('content-type', registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics());
  });
}

/** Serves `registry` at /metrics on its own port (METRICS_PORT); anything else there is 404. Resolves once listening. */
export async function startMetricsServer(registry: Registry, port: number, host: string): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    registry.metrics().then(
      (text) =>
        response.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  return server;
}
