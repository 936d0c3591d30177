/**
 * Starts the shop: reads the configuration, opens the database (PGlite in DATA_DIR, or
 * PostgreSQL at DATABASE_URL), applies migrations, loads the catalogue and reference data on
 * first start (plus the demo sign-ins in development), and listens on PORT.
 */
import { mkdirSync } from 'node:fs';
import { buildApp } from './app';
import { appConfig } from './config';
import { dataPaths } from './data-dir';
import { openDatabase } from './db/client';
import { loadEnv, type Env } from './env';
import { startPaymentSweeps } from './modules/payments/payment-jobs';
import { connectRedis } from './plugins/rate-limit-store';
import { seedDatabase } from './seed/seed';

const startedAt = performance.now();
let env: Env;
try {
  env = loadEnv();
} catch (error) {
  // A configuration the shop must not run with: say why, without a stack trace, and stop.
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
const config = appConfig(env);
const { uploads: uploadsDir, pglite } = dataPaths(env.DATA_DIR);
mkdirSync(uploadsDir, { recursive: true });

const database = openDatabase({ url: env.DATABASE_URL, dataDir: pglite, poolSize: env.DATABASE_POOL_SIZE });
await database.migrate();
const seeded = await seedDatabase(database.db, { uploadsDir, demoAccounts: env.NODE_ENV !== 'production' });

const redis = env.REDIS_URL ? await connectRedis(env.REDIS_URL) : undefined;
const app = await buildApp(database.db, { ...config, rateLimitStore: { redis } });
await app.listen({ port: env.PORT, host: env.HOST });
// Background jobs run here too unless separate workers (npm run worker) take them; app.close stops them.
if (env.JOBS_IN_PROCESS) {
  await startPaymentSweeps(app);
  app.jobs.start();
} else if (env.JOBS_IN_PROCESS_ONLY) {
  app.jobs.start(env.JOBS_IN_PROCESS_ONLY.split(',').filter(Boolean));
}

const shutdown = async () => {
  await app.close();
  await database.close();
  redis?.disconnect();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);

const lines = [
  '',
  `  MakerShop is running at ${config.publicUrl}  (${Math.round(performance.now() - startedAt)} ms, ${database.engine})`,
  `  API docs: ${config.publicUrl}/api/docs`,
];
if (seeded.products + seeded.pincodes + seeded.serviceAreas > 0) {
  lines.push(`  First start: loaded ${seeded.products} products, ${seeded.pincodes} pincodes, ${seeded.serviceAreas} service areas`);
}
if (seeded.demoSignIns.length > 0) {
  lines.push('  Demo sign-ins (development mode only):');
  for (const s of seeded.demoSignIns) lines.push(`    ${s.role.padEnd(10)} ${s.email} / ${s.password}  at ${config.publicUrl}${s.role === 'Customer' ? '/login' : '/admin-login'}`);
}
console.log(lines.join('\n') + '\n');
