/**
 * Issue 32 "Backups": a shop with orders, invoices, stock ledger rows and changed settings is backed
 * up and restored into a fresh empty database (on the engine the run uses: PGlite by default,
 * PostgreSQL with DATABASE_URL), row for row; and each refusal changes nothing.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type Db } from '../db/client';
import { rawRows } from '../db/raw-rows';
import { createScratchDatabase, type ScratchDatabase } from '../db/scratch-database';
import { makeProduct } from '../test/factories';
import { payAndDeliver, placeOrder } from '../test/orders';
import { signUpCustomer } from '../test/sessions';
import { shopFixture } from '../test/shop-fixture';
import type { TestApp } from '../test/test-app';
import type { BackupManifest } from './backup-manifest';
import { BackupRefusal } from './backup-refusal';
import { createBackup } from './create-backup';
import type { BackupSource } from './database-dump';
import { restoreBackup } from './restore-backup';
import type { RestoreTarget } from './restore-database';

const serverUrl = process.env.DATABASE_URL;
const COMPARED = ['orders', 'order_lines', 'invoices', 'stock_movements', 'store_settings', 'payments'] as const;

let t: TestApp;
let work: string;
let mediaDir: string;
let backupFile: string;
const scratches: ScratchDatabase[] = [];

async function rowsOf(db: Db, table: string) {
  return rawRows<Record<string, unknown>>(await db.execute(sql.raw(`SELECT * FROM public.${table} ORDER BY id`)));
}

/** A fresh empty target on the run's engine. */
async function emptyTarget(): Promise<RestoreTarget> {
  if (!serverUrl) return { kind: 'pglite', dataDir: mkdtempSync(join(work, 'target-')) + '/pglite' };
  const scratch = await createScratchDatabase(serverUrl, 'shop_test');
  scratches.push(scratch);
  return { kind: 'postgres', url: scratch.url };
}

async function openTarget(target: RestoreTarget): Promise<Database> {
  return target.kind === 'postgres'
    ? openDatabase({ url: target.url, poolSize: 1 })
    : openDatabase({ dataDir: target.dataDir });
}

/** Tables in the target (0 for a PGlite folder that does not exist). */
async function tablesIn(target: RestoreTarget): Promise<number> {
  if (target.kind === 'pglite' && !existsSync(target.dataDir)) return 0;
  const database = await openTarget(target);
  try {
    const [row] = rawRows<{ n: string }>(
      await database.db.execute(sql`SELECT count(*)::text AS n FROM pg_tables WHERE schemaname = 'public'`),
    );
    return Number(row!.n);
  } finally {
    await database.close();
  }
}

async function expectSameRows(target: RestoreTarget) {
  const restored = await openTarget(target);
  try {
    for (const table of COMPARED) expect(await rowsOf(restored.db, table), table).toEqual(await rowsOf(t.db, table));
  } finally {
    await restored.close();
  }
}

function sourceOf(app: TestApp): BackupSource {
  return app.databaseUrl
    ? { kind: 'postgres', url: app.databaseUrl }
    : { kind: 'pglite', client: (app.db as unknown as { $client: PGlite }).$client };
}

/** A manifest a test may spoil in any way. */
type EditableManifest = Omit<BackupManifest, 'format'> & { format: string };

/** Rewrites the backup's manifest with `change` into a new archive. */
async function withManifest(name: string, change: (manifest: EditableManifest) => void): Promise<string> {
  const dir = mkdtempSync(join(work, 'edit-'));
  await tar.extract({ file: backupFile, cwd: dir });
  const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'));
  change(manifest);
  writeFileSync(join(dir, 'manifest.json'), JSON.stringify(manifest));
  const file = join(work, name);
  await tar.create({ gzip: true, file, cwd: dir }, ['manifest.json', 'database', 'uploads']);
  return file;
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'shop-backup-test-'));
  let categoryId: string;
  let admin;
  ({
    t,
    categoryId,
    staff: { SuperAdmin: admin },
  } = await shopFixture({ staff: ['SuperAdmin'] }));
  const product = await makeProduct(t.db, { categoryId, stock: 20 });
  const customer = await signUpCustomer(t.app);
  const delivered = await placeOrder(t.app, customer.cookie, [{ product_id: product.id, quantity: 2 }]);
  await payAndDeliver(t.app, customer.cookie, admin!.cookie, delivered.json().data.order._id);
  expect((await placeOrder(t.app, customer.cookie, [{ product_id: product.id, quantity: 1 }])).statusCode).toBe(201);
  const settings = await t.app.inject({
    method: 'PATCH',
    url: '/api/v1/admin/settings',
    headers: { cookie: admin!.cookie },
    payload: { supportPhone: '9999988888' },
  });
  expect(settings.statusCode).toBe(200);
  mediaDir = join(work, 'uploads');
  mkdirSync(join(mediaDir, 'catalog/abc'), { recursive: true });
  writeFileSync(join(mediaDir, 'catalog/abc/card.webp'), 'picture bytes');
  backupFile = join(work, 'backups', 'shop.tar.gz');
});

afterAll(async () => {
  await t?.close();
  for (const scratch of scratches) await scratch.drop();
  rmSync(work, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('backs up the shop with a manifest of its migrations and key counts', async () => {
    const manifest = await createBackup({ source: sourceOf(t), mediaDir, outFile: backupFile });
    expect(manifest).toMatchObject({
      format: 'makershop-backup',
      database: { kind: serverUrl ? 'postgres' : 'pglite', serverVersion: expect.stringMatching(/^1\d/) },
      counts: { orders: 2, invoices: 1, store_settings: 1 },
      media: { included: true, files: 1 },
    });
    expect(manifest.counts.stock_movements).toBeGreaterThan(0);
    expect(manifest.migrations.newest).toMatch(/^\d{4}_/);
  });

  it('restores into a fresh empty database: orders, invoices, stock ledger and settings row for row, and the media', async () => {
    const target = await emptyTarget();
    const restoredMedia = join(work, 'restored-uploads');
    await restoreBackup({ file: backupFile, target, mediaDir: restoredMedia });
    await expectSameRows(target);
    expect(readFileSync(join(restoredMedia, 'catalog/abc/card.webp'), 'utf8')).toBe('picture bytes');

    // Not empty now: refused without --force, and nothing changed; with it, replaced.
    const freshMedia = join(work, 'fresh-uploads');
    await expect(restoreBackup({ file: backupFile, target, mediaDir: freshMedia })).rejects.toThrow(
      /is not empty.*--force/,
    );
    await expect(restoreBackup({ file: backupFile, target, mediaDir: restoredMedia })).rejects.toThrow(
      /media folder .* is not empty/,
    );
    expect(existsSync(freshMedia)).toBe(false);
    await restoreBackup({ file: backupFile, target, mediaDir: restoredMedia, force: true });
    await expectSameRows(target);
  }, 120_000);

  /** Restoring `file` into a fresh empty target is refused with `message`, and the target stays empty. */
  async function expectRefused(file: string, message: RegExp) {
    const target = await emptyTarget();
    const media = join(work, `media-${Date.now()}`);
    const refused = restoreBackup({ file, target, mediaDir: media });
    await expect(refused).rejects.toBeInstanceOf(BackupRefusal);
    await expect(refused).rejects.toThrow(message);
    expect(await tablesIn(target)).toBe(0);
    expect(existsSync(media)).toBe(false);
  }

  it('refuses a file that is not a backup: random bytes, a tarball without our manifest, a truncated backup', async () => {
    const random = join(work, 'random.tar.gz');
    writeFileSync(random, Buffer.from(Array.from({ length: 8192 }, (_, i) => (i * 7919 + 13) % 256)));
    await expectRefused(random, /not a shop backup/);

    const plainDir = mkdtempSync(join(work, 'plain-'));
    writeFileSync(join(plainDir, 'notes.txt'), 'hello');
    const plain = join(work, 'plain.tar.gz');
    await tar.create({ gzip: true, file: plain, cwd: plainDir }, ['notes.txt']);
    await expectRefused(plain, /not a shop backup: it has no manifest\.json/);

    const truncated = join(work, 'truncated.tar.gz');
    const whole = readFileSync(backupFile);
    writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length / 2)));
    await expectRefused(truncated, /not a shop backup/);

    await expectRefused(
      await withManifest('other-format.tar.gz', (m) => (m.format = 'something-else')),
      /not a shop backup/,
    );
  });

  it('refuses a backup whose dump does not match its checksum', async () => {
    await expectRefused(await withManifest('altered.tar.gz', (m) => (m.database.sha256 = '0'.repeat(64))), /damaged/);
  });

  it('refuses a backup of a newer schema than this code', async () => {
    const newer = await withManifest('newer.tar.gz', (m) =>
      m.migrations.applied.push({ when: 9_999_999_999_999, tag: '9999_from_the_future' }),
    );
    await expectRefused(newer, /newer schema than this code: its migration 9999_from_the_future/);
  });

  it('refuses a backup of the other engine', async () => {
    const other = serverUrl ? 'pglite' : 'postgres';
    await expectRefused(
      await withManifest('other-engine.tar.gz', (m) => (m.database.kind = other)),
      /restores only there/,
    );
  });
});
