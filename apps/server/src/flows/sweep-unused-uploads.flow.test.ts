/**
 * The sweep of unused uploads (issue 27 item 7): a picture uploaded more than a day ago that no
 * product or past order line names is removed from the media store (the local
 * folder, and the bucket through the S3 fake) with its media_assets row; a used one and a fresh one
 * are kept. Pictures are uploaded through POST /product/upload-image; "a day ago" is arranged by
 * dating their rows back, as the job reads the rows' age.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../db/schema/catalog';
import { mediaAssets } from '../db/schema/media';
import { startS3Fake, type FakeS3 } from '../test/fakes/s3-fake';
import { makeCategory, makeProduct, makeServiceArea } from '../test/factories';
import { jobsKeyed } from '../test/jobs';
import { multipart, picture } from '../test/multipart';
import { placeOrder } from '../test/orders';
import { signInStaff, signUpCustomer, type SignedIn } from '../test/sessions';
import { createTestApp, type TestApp } from '../test/test-app';
import { startUploadSweeps, sweepUnusedUploads, UPLOAD_SWEEP_EVERY_MS } from './sweep-unused-uploads.flow';

const DAY_MS = 24 * 3600_000;

/** Uploads one picture as `boss`; returns its key and full-size URL. */
async function upload(t: TestApp, boss: SignedIn, jpeg: Buffer) {
  const body = multipart({}, [{ field: 'img', name: 'part.jpg', bytes: jpeg }]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/product/upload-image',
    headers: { ...body.headers, cookie: boss.cookie },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(200);
  const url = res.json().data.urls[0] as string;
  return { url, key: /catalog\/([0-9a-f-]{36})\//.exec(url)![1]! };
}

/** Dates the rows of `keys` back by `ms`, as if uploaded that long ago. */
async function ageUploads(t: TestApp, keys: string[], ms: number) {
  await t.db
    .update(mediaAssets)
    .set({ createdAt: new Date(Date.now() - ms) })
    .where(inArray(mediaAssets.key, keys));
}

const rowKeys = async (t: TestApp) =>
  new Set((await t.db.select({ key: mediaAssets.key }).from(mediaAssets)).map((row) => row.key));

describe('in the local folder (DATA_DIR/uploads)', () => {
  let t: TestApp;
  let boss: SignedIn;
  let jpeg: Buffer;
  const onDisk = (key: string) => existsSync(join(t.app.config.env.DATA_DIR, 'uploads', 'catalog', key, 'full.webp'));

  beforeAll(async () => {
    t = await createTestApp();
    boss = await signInStaff(t.app, t.db, 'SuperAdmin');
    jpeg = await picture('jpeg', 320, 240);
  });
  afterAll(() => t.close());

  it('removes an unused upload older than a day, keeps those a product (main or other picture), an archived product or a past order line names, and a fresh one', async () => {
    const categoryId = (await makeCategory(t.db, 'Boards')).id;
    const [unused, onProduct, onSubImage, onArchived, onOrder, fresh] = await Promise.all(
      Array.from({ length: 6 }, () => upload(t, boss, jpeg)),
    );
    await makeProduct(t.db, { categoryId, imageMain: onProduct!.url });
    await makeProduct(t.db, { categoryId, imagesSub: ['/media/products/seed.svg', onSubImage!.url] });
    await makeProduct(t.db, { categoryId, imageMain: onArchived!.url, archivedAt: new Date() });
    // An order keeps its product's picture; the product's picture changed since.
    await makeServiceArea(t.db, '560038');
    const ordered = await makeProduct(t.db, { categoryId, imageMain: onOrder!.url });
    const shopper = await signUpCustomer(t.app);
    expect((await placeOrder(t.app, shopper.cookie, [{ product_id: ordered.id, quantity: 1 }])).statusCode).toBe(201);
    await t.db.update(products).set({ imageMain: '/media/products/seed.svg' }).where(eq(products.id, ordered.id));
    const old = [unused, onProduct, onSubImage, onArchived, onOrder].map((u) => u!.key);
    await ageUploads(t, old, DAY_MS + 60_000);

    await startUploadSweeps(t.app);
    expect(await t.app.jobs.runDue()).toBeGreaterThanOrEqual(1);

    expect(onDisk(unused!.key)).toBe(false);
    const rows = await rowKeys(t);
    expect(rows.has(unused!.key)).toBe(false);
    for (const kept of [onProduct, onSubImage, onArchived, onOrder, fresh]) {
      expect(onDisk(kept!.key)).toBe(true);
      expect(rows.has(kept!.key)).toBe(true);
    }
    const sweeps = await jobsKeyed(t.db, 'upload-sweep:');
    expect(sweeps.map((job) => job.status)).toEqual(['done', 'pending']);
    expect(sweeps[1]!.runAt!.getTime() - sweeps[0]!.createdAt.getTime()).toBeLessThanOrEqual(UPLOAD_SWEEP_EVERY_MS);
  });

  it('keeps an unused upload younger than a day, and removes it once it is older', async () => {
    const young = await upload(t, boss, jpeg);
    await ageUploads(t, [young.key], DAY_MS - 60_000);
    expect(await sweepUnusedUploads(t.db, t.app.mediaStore, new Date())).not.toContain(young.key);
    expect(onDisk(young.key)).toBe(true);
    expect(await sweepUnusedUploads(t.db, t.app.mediaStore, new Date(Date.now() + 2 * 60_000))).toContain(young.key);
    expect(onDisk(young.key)).toBe(false);
  });
});

describe('in the S3-compatible bucket', () => {
  let s3: FakeS3;
  let t: TestApp;
  let boss: SignedIn;
  let jpeg: Buffer;
  const inBucket = (key: string) =>
    [...s3.objects.keys()].filter((object) => object.startsWith(`catalog/${key}/`)).length;

  beforeAll(async () => {
    s3 = await startS3Fake();
    t = await createTestApp({ env: s3.env('https://cdn.makershop.test/shop') });
    boss = await signInStaff(t.app, t.db, 'SuperAdmin');
    jpeg = await picture('jpeg', 320, 240);
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  it('removes the unused upload’s three variants from the bucket and keeps the used and the fresh ones', async () => {
    const categoryId = (await makeCategory(t.db, 'Sensors')).id;
    const [unused, used, fresh] = [
      await upload(t, boss, jpeg),
      await upload(t, boss, jpeg),
      await upload(t, boss, jpeg),
    ];
    expect(used!.url.startsWith('https://cdn.makershop.test/shop/catalog/')).toBe(true);
    await makeProduct(t.db, { categoryId, imageMain: used!.url });
    await ageUploads(t, [unused!.key, used!.key], 2 * DAY_MS);
    expect(inBucket(unused!.key)).toBe(3);

    expect(await sweepUnusedUploads(t.db, t.app.mediaStore, new Date())).toEqual([unused!.key]);

    expect(inBucket(unused!.key)).toBe(0);
    expect(inBucket(used!.key)).toBe(3);
    expect(inBucket(fresh!.key)).toBe(3);
    expect([...(await rowKeys(t))].sort()).toEqual([used!.key, fresh!.key].sort());
  });

  it('leaves the row for the next sweep when the bucket is down', async () => {
    const stranded = await upload(t, boss, jpeg);
    await ageUploads(t, [stranded.key], 2 * DAY_MS);
    s3.down = true;
    await expect(sweepUnusedUploads(t.db, t.app.mediaStore, new Date())).rejects.toThrow();
    s3.down = false;
    expect((await rowKeys(t)).has(stranded.key)).toBe(true);
    expect(await sweepUnusedUploads(t.db, t.app.mediaStore, new Date())).toEqual([stranded.key]);
    expect(inBucket(stranded.key)).toBe(0);
  });
});
