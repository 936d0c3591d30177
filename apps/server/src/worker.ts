/**
 * A background-job worker without the web server (`npm run worker -w apps/server`), for scaling
 * out: any number of workers and servers share one PostgreSQL and claim jobs with SKIP LOCKED
 * (decision 011). Needs DATABASE_URL: the embedded database belongs to one process. Run the
 * server (which applies migrations) first, or alongside with JOBS_IN_PROCESS=false.
 */
import { buildApp } from './app';
import { appConfig } from './config';
import { openDatabase } from './db/client';
import { loadEnv } from './env';
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
const database = openDatabase({ url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE });
const app = await buildApp(database.db, appConfig(env));
await app.ready();
await startPaymentSweeps(app);
await startUploadSweeps(app);
await startStockAlertSweeps(app);
app.jobs.start();
console.log(`MakerShop job worker running (pid ${process.pid}); mail via ${app.mailer.kind}`);

const shutdown = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
