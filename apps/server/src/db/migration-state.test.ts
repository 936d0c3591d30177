import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test/test-database';
import { openDatabase } from './client';
import { committedMigrations, migrateUnlessCurrent, pendingMigrations } from './migration-state';

// A start asks one question before migrating (docs/decisions/090): Drizzle's migrator, which
// reads and hashes every migration file, runs only for a database behind the committed journal.
let current: TestDatabase;
beforeAll(async () => {
  current = await openTestDatabase();
});
afterAll(async () => {
  await current?.close();
});

it('runs no migrator on a database with every committed migration', async () => {
  const ran: string[] = [];
  await migrateUnlessCurrent(current.db, async () => void ran.push('migrator'));
  expect(ran).toEqual([]);
  expect(await pendingMigrations(current.db)).toEqual([]);
});

it('runs the migrator on a database Drizzle never migrated, and on one behind the journal', async () => {
  const empty = openDatabase({ dataDir: 'memory://' });
  try {
    const ran: string[] = [];
    await migrateUnlessCurrent(empty.db, async () => void ran.push('never migrated'));
    await empty.db.execute(sql`CREATE SCHEMA drizzle`);
    await empty.db.execute(sql`CREATE TABLE drizzle.__drizzle_migrations (id serial, hash text, created_at bigint)`);
    const [, second] = committedMigrations();
    await empty.db.execute(
      sql`INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ('x', ${second!.when})`,
    );
    await migrateUnlessCurrent(empty.db, async () => void ran.push('behind'));
    expect(ran).toEqual(['never migrated', 'behind']);
  } finally {
    await empty.close();
  }
});
