/**
 * `npm run seed` (bundled as dist/seed.js; `tsx apps/server/src/seed/cli.ts` runs the source):
 * opens the database as the server does (DATABASE_URL, else PGlite in DATA_DIR, default ./data),
 * applies migrations, seeds it and prints what it added.
 * Demo sign-ins are created unless NODE_ENV is production.
 */
import { z } from 'zod';
import { dataPaths, resolveDataDir } from '../data-dir';
import { openDatabase } from '../db/client';
import { seedDatabase } from './seed';

// The server's loadEnv also demands secrets in production; seeding needs only these three.
const env = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.string().url().optional(),
  })
  .parse(process.env);

const dataDir = resolveDataDir(env.DATA_DIR);
const paths = dataPaths(dataDir);
const database = openDatabase({ url: env.DATABASE_URL, dataDir: paths.pglite });
try {
  const started = performance.now();
  await database.migrate();
  const migrated = performance.now();
  const result = await seedDatabase(database.db, {
    uploadsDir: paths.uploads,
    demoAccounts: env.NODE_ENV !== 'production',
  });
  const seconds = (to: number, from: number) => ((to - from) / 1000).toFixed(2);
  console.log(`Database: ${database.engine === 'postgres' ? 'PostgreSQL' : `PGlite in ${paths.pglite}`}`);
  console.log(`Migrated in ${seconds(migrated, started)} s; seeded in ${seconds(performance.now(), migrated)} s`);
  console.log(`Added ${result.products} products, ${result.pincodes} pincodes, ${result.serviceAreas} service areas`);
  for (const s of result.demoSignIns) console.log(`  ${s.role.padEnd(10)} ${s.email.padEnd(24)} ${s.password}`);
} finally {
  await database.close();
}
