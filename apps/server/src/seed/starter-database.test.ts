/**
 * The starter database (docs/decisions/081): built once here as `npm start`'s build makes it,
 * then copied into fresh data folders as a first start does. Built in a real PGlite folder (not
 * the tests' template): what is tested is the folder a start copies.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { admins } from '../db/schema/accounts';
import { products } from '../db/schema/catalog';
import { pincodes, serviceAreas } from '../db/schema/locations';
import { copyStarterDatabase, writeStarterDatabase } from './starter-database';

let workDir: string;
let starter: string;

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'shop-starter-test-'));
  starter = join(workDir, 'starter');
  await writeStarterDatabase(starter);
}, 180_000);

afterAll(() => rmSync(workDir, { recursive: true, force: true }));

describe('the starter database', () => {
  it('keeps only the WAL segment of its shutdown checkpoint', () => {
    expect(readdirSync(join(starter, 'pg_wal')).filter((name) => /^[0-9A-F]{24}$/.test(name))).toHaveLength(1);
  });

  it('starts a fresh data folder with the catalogue, pincodes and service areas, and no sign-ins', async () => {
    const pgliteDir = join(workDir, 'fresh/pglite');
    expect(copyStarterDatabase(pgliteDir, starter)).toBe(true);
    const database = openDatabase({ dataDir: pgliteDir });
    try {
      await database.migrate();
      const [catalogue] = await database.db.select({ n: count() }).from(products);
      const [places] = await database.db.select({ n: count() }).from(pincodes);
      const [areas] = await database.db.select({ n: count() }).from(serviceAreas);
      const [staff] = await database.db.select({ n: count() }).from(admins);
      expect(catalogue!.n).toBeGreaterThan(100);
      expect(places!.n).toBeGreaterThan(10_000);
      expect(areas!.n).toBeGreaterThan(100);
      expect(staff!.n).toBe(0);
    } finally {
      await database.close();
    }
  });

  it('leaves a data folder that holds anything, and copies nothing without a starter', () => {
    const used = join(workDir, 'used/pglite');
    mkdirSync(used, { recursive: true });
    writeFileSync(join(used, 'PG_VERSION'), '18\n');
    expect(copyStarterDatabase(used, starter)).toBe(false);
    expect(readdirSync(used)).toEqual(['PG_VERSION']);
    expect(copyStarterDatabase(join(workDir, 'none/pglite'), undefined)).toBe(false);
    expect(copyStarterDatabase(join(workDir, 'none/pglite'), join(workDir, 'missing'))).toBe(false);
    expect(existsSync(join(workDir, 'none/pglite'))).toBe(false);
  });
});
