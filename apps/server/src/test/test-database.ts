/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or a new database
 * on the PostgreSQL server named by DATABASE_URL (created here, dropped on close).
 */
import { openDatabase, type Database } from '../db/client';
import { createScratchDatabase } from '../db/scratch-database';

export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = openDatabase({ dataDir: 'memory://' });
    await database.migrate();
    return database;
  }
  const scratch = await createScratchDatabase(serverUrl, 'shop_test');
  const database = openDatabase({ url: scratch.url, poolSize: 20 });
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}
