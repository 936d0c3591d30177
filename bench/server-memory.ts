/**
 * What takes the idle server's memory: repeats server.ts's start-up steps in this process on an
 * already seeded data folder and prints the resident memory (RSS) after each step, with the
 * growth a step caused, after a full garbage collection. Run by start-up.ts; needs
 * `node --expose-gc --import tsx server-memory.ts <DATA_DIR>`. Figures are MB.
 */
import { memoryUsage } from 'node:process';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: server-memory.ts <seeded DATA_DIR>');
const collect = (globalThis as { gc?: () => void }).gc;
if (!collect) throw new Error('run with node --expose-gc');

const mb = (bytes: number) => Math.round(bytes / 2 ** 20);
let previous = 0;
function step(name: string): void {
  collect!();
  const { rss, heapUsed, external, arrayBuffers } = memoryUsage();
  const line = `${name.padEnd(48)} rss ${String(mb(rss)).padStart(4)}  (+${String(mb(rss - previous)).padStart(3)})  js heap ${mb(heapUsed)}, external ${mb(external)} (array buffers ${mb(arrayBuffers)})`;
  console.log(line);
  previous = rss;
}

step('node (with the tsx loader)');
const { buildApp } = await import('../apps/server/src/app');
const { appConfig } = await import('../apps/server/src/config');
const { dataPaths } = await import('../apps/server/src/data-dir');
const { openDatabase } = await import('../apps/server/src/db/client');
const { loadEnv } = await import('../apps/server/src/env');
const { seedDatabase } = await import('../apps/server/src/seed/seed');
step('server code loaded: Fastify, Drizzle, zod, pg…');
const env = loadEnv({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'development' });
const database = openDatabase({ dataDir: dataPaths(env.DATA_DIR).pglite });
await database.db.execute('select 1');
step('PGlite open on the seeded database (WASM)');
await seedDatabase(database.db, { uploadsDir: dataPaths(env.DATA_DIR).uploads, demoAccounts: true });
step('seed check on every start (nothing to add)');
const app = await buildApp(database.db, appConfig(env));
await app.ready();
step('Fastify app built (routes, schemas, API docs)');
for (const body of [{ filters: {} }, { filters: { search: 'esp32' } }, { filters: { category_name: 'Sensors' } }]) {
  await app.inject({ method: 'POST', url: '/api/v1/product/list', payload: body });
}
await app.inject({ method: 'GET', url: '/api/v1/location/pincode/201301' });
step('after a few listing and pincode calls');
await app.close();
await database.close();
step('app and database closed');
