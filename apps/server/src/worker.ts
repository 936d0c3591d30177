/**
 * A background-job worker without the web server (`npm run worker -w apps/server`), for scaling
 * out: any number of workers and servers share one PostgreSQL and claim jobs with SKIP LOCKED
 * (decision 011). Needs DATABASE_URL: the embedded database belongs to one process. Run the
 * server (which applies migrations) first, or alongside with JOBS_IN_PROCESS=false.
 * With METRICS_PORT, serves its own /metrics there (the mails, refunds and payments its jobs
 * count, its queue and pools; docs/decisions/086): beside servers on one machine, give it a port
 * of its own.
 */
import { buildApp } from './app';
import { appConfig } from './config';
import { openDatabase } from './db/client';
import { loadEnv } from './env';
import { startMetricsServer } from './plugins/metrics.plugin';
import { startPaymentSweeps } from './modules/payments/payments.jobs';
import { startUploadSweeps } from './flows/sweep-unused-uploads.flow';
import { startStockAlertSweeps } from './modules/stock-alerts/stock-alerts.jobs';

const env = loadEnv();
if (!env.DATABASE_URL) {
  console.error(
    'The worker needs DATABASE_URL (PostgreSQL): the embedded database can only be opened by the server process, which runs jobs itself.',
  );
  process.exit(1);
}
const database = openDatabase({
  url: env.DATABASE_URL,
  poolSize: env.DATABASE_POOL_SIZE,
  transactionPoolSize: env.DATABASE_TRANSACTION_POOL_SIZE,
});
const app = await buildApp(database.db, appConfig(env));
await app.ready();
await startPaymentSweeps(app);
await startUploadSweeps(app);
await startStockAlertSweeps(app);
app.jobs.start();
const metricsServer = env.METRICS_PORT
  ? await startMetricsServer(app.metrics, env.METRICS_PORT, env.METRICS_HOST)
  : undefined;
console.log(`MakerShop job worker running (pid ${process.pid}); mail via ${app.mailer.kind}`);

const shutdown = async () => {
  await app.close();
  metricsServer?.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
