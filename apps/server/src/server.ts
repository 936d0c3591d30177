/**
 * Starts the shop: reads the configuration, opens the database (PGlite in DATA_DIR, or
 * PostgreSQL at DATABASE_URL), applies migrations, loads the catalogue and reference data on
 * first start (plus the demo sign-ins in development), and listens on PORT. With
 * SERVER_PROCESSES > 1 (PostgreSQL only) this process prepares the database, then starts that many
 * server processes sharing PORT (node:cluster) and restarts one that stops; the first of them
 * runs the background jobs (docs/decisions/042).
 */
// First: how V8 collects garbage, in force before the server answers anything.
import './garbage-collection';
import cluster from 'node:cluster';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { buildApp } from './app';
import { appConfig } from './config';
import { dataPaths } from './data-dir';
import { openDatabase, transactionPoolSizeFor } from './db/client';
import { whilePreparing } from './db/prepare-lock';
import { loadEnv, type Env } from './env';
import { startPaymentSweeps } from './modules/payments/payments.jobs';
import { startUploadSweeps } from './flows/sweep-unused-uploads.flow';
import { startStockAlertSweeps } from './modules/stock-alerts/stock-alerts.jobs';
import { startMetricsServer } from './plugins/metrics.plugin';
import { connectRedis } from './plugins/rate-limit.store';
import { seedDatabase } from './seed/seed';
import { copyStarterDatabase } from './seed/starter-database';

const startedAt = performance.now();
let env: Env;
try {
  env = loadEnv();
} catch (error) {
  // A configuration the shop must not run with: say why, without a stack trace, and stop.
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
// Also writes the development session secret into DATA_DIR before any server process reads it.
const config = appConfig(env);
const { uploads: uploadsDir, pglite } = dataPaths(env.DATA_DIR);
mkdirSync(uploadsDir, { recursive: true });
/** This process's place among the server processes: 0 when it is the only one. */
const processIndex = cluster.isWorker ? Number(process.env.SHOP_PROCESS_INDEX ?? 0) : 0;

/** Applies the migrations and loads the first start's data; what was loaded, for the start-up lines. */
async function prepareDatabase(database: ReturnType<typeof openDatabase>) {
  // Servers started side by side on one PostgreSQL take turns: the first migrates and loads, the rest find it done.
  return whilePreparing(env.DATABASE_URL, async () => {
    await database.migrate();
    return seedDatabase(database.db, { uploadsDir, demoAccounts: env.NODE_ENV !== 'production' });
  });
}

/** The start-up lines: where the shop answers, and what the first start loaded. */
function startUpLines(engine: string, seeded: Awaited<ReturnType<typeof prepareDatabase>>): string {
  const processes = env.SERVER_PROCESSES > 1 ? `, ${env.SERVER_PROCESSES} processes` : '';
  const lines = [
    '',
    `  MakerShop is running at ${config.publicUrl}  (${Math.round(performance.now() - startedAt)} ms, ${engine}${processes})`,
    `  API docs: ${config.publicUrl}/api/docs`,
  ];
  if (seeded.products + seeded.pincodes + seeded.serviceAreas > 0) {
    lines.push(
      `  First start: loaded ${seeded.products} products, ${seeded.pincodes} pincodes, ${seeded.serviceAreas} service areas`,
    );
  }
  if (seeded.demoSignIns.length > 0) {
    lines.push('  Demo sign-ins (development mode only):');
    for (const s of seeded.demoSignIns)
      lines.push(
        `    ${s.role.padEnd(10)} ${s.email} / ${s.password}  at ${config.publicUrl}${s.role === 'Customer' ? '/login' : '/admin-login'}`,
      );
  }
  return lines.join('\n') + '\n';
}

/** The primary of several server processes: prepares the database, starts them, keeps them running. */
async function startProcesses(): Promise<void> {
  const database = openDatabase({ url: env.DATABASE_URL, poolSize: 1 });
  const seeded = await prepareDatabase(database);
  await database.close();
  // One sandbox gateway secret for all, so a notification signed by one process checks in another.
  const shared = { SANDBOX_PAYMENT_SECRET: env.SANDBOX_PAYMENT_SECRET ?? randomBytes(32).toString('hex') };
  let stopping = false;
  let listening = 0;
  const start = (index: number) => {
    const worker = cluster.fork({ ...shared, SHOP_PROCESS_INDEX: String(index) });
    worker.on('exit', (code, signal) => {
      if (stopping) return;
      console.warn(`server process ${index} stopped (${signal ?? code}); starting it again in 1 s`);
      // A second's pause: a process that cannot start (the database down) is not restarted in a tight loop.
      setTimeout(() => !stopping && start(index), 1000);
    });
    worker.once('listening', () => {
      if (++listening === env.SERVER_PROCESSES) console.log(startUpLines('postgres', seeded));
    });
  };
  for (let index = 0; index < env.SERVER_PROCESSES; index++) start(index);
  // Stops every server process (each closes its app and database) and exits once all have.
  const shutdown = async () => {
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
    const exited = workers.map(
      (worker) => new Promise((resolve) => (worker.isDead() ? resolve(undefined) : worker.once('exit', resolve))),
    );
    for (const worker of workers) worker.process.kill('SIGTERM');
    const late = setTimeout(() => workers.forEach((worker) => worker.process.kill('SIGKILL')), 10_000);
    await Promise.all(exited);
    clearTimeout(late);
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

/** One server process: opens the database, builds the app, listens; runs the jobs when it is the first. */
async function serve(): Promise<void> {
  // A fresh PGlite folder starts as a copy of the built starter database (docs/decisions/081).
  if (!env.DATABASE_URL) copyStarterDatabase(pglite);
  const database = openDatabase({
    url: env.DATABASE_URL,
    dataDir: pglite,
    poolSize: env.DATABASE_POOL_SIZE,
    catalogPoolSize: env.DATABASE_CATALOG_POOL_SIZE,
    transactionPoolSize: env.DATABASE_TRANSACTION_POOL_SIZE ?? transactionPoolSizeFor(env.SERVER_PROCESSES),
    catalogStatementTimeoutMs: env.CATALOG_STATEMENT_TIMEOUT_MS,
    readUrl: env.DATABASE_READ_URL,
  });
  // Several processes: the primary prepared the database before starting them.
  const seeded = cluster.isWorker ? undefined : await prepareDatabase(database);
  const redis = env.REDIS_URL ? await connectRedis(env.REDIS_URL) : undefined;
  const app = await buildApp(
    database.db,
    { ...config, rateLimitStore: { redis, nameSpace: env.RATE_LIMIT_NAMESPACE } },
    { catalogReads: database.catalogReads, replica: database.replica },
  );
  await app.listen({ port: env.PORT, host: env.HOST });
  // Several processes on one METRICS_PORT would collide: each serves its own at METRICS_PORT + its index.
  const metricsServer = env.METRICS_PORT
    ? await startMetricsServer(app.metrics, env.METRICS_PORT + processIndex, env.METRICS_HOST)
    : undefined;
  // Background jobs run here too unless separate workers (npm run worker) take them; app.close stops them.
  if (processIndex === 0 && env.JOBS_IN_PROCESS) {
    await startPaymentSweeps(app);
    await startUploadSweeps(app);
    await startStockAlertSweeps(app);
    app.jobs.start();
  } else if (processIndex === 0 && env.JOBS_IN_PROCESS_ONLY) {
    app.jobs.start(env.JOBS_IN_PROCESS_ONLY.split(',').filter(Boolean));
  }

  // SIGTERM: /readyz answers 503 at once (a load balancer stops sending), then, after
  // SHUTDOWN_DRAIN_MS, the server stops taking connections, finishes the requests in flight and
  // the jobs' current step (app.close), and exits (issue 32 "Health").
  const shutdown = async () => {
    app.readiness.drain();
    await new Promise((resolve) => setTimeout(resolve, env.SHUTDOWN_DRAIN_MS));
    await app.close();
    metricsServer?.close();
    await database.close();
    redis?.disconnect();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  if (seeded) console.log(startUpLines(database.engine, seeded));
}

await (env.SERVER_PROCESSES > 1 && cluster.isPrimary ? startProcesses() : serve());
