/**
 * Product pictures in an S3-compatible bucket (issue 9, docs/decisions/038): with the S3_*
 * variables set, uploads go to the bucket (a local fake that checks every call's SigV4
 * signature), the product's picture URLs start with S3_PUBLIC_URL, and a bucket that fails
 * answers 503 with nothing kept.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pictureSrcSet } from '@shop/domain/catalog/media-variants.rules';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalog';
import { mediaAssets } from '../../db/schema/media';
import { startS3Fake, type FakeS3 } from '../../test/fakes/s3-fake';
import { makeBrand, makeCategory, makeSubCategory } from '../../test/factories';
import { multipart, picture, type FilePart } from '../../test/multipart';
import { signInStaff, signUpCustomer, type SignedIn } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';
import { s3MediaConfig, s3MediaStore } from '../../providers/media-store/s3.store';
import { IMAGE_STORAGE_UNAVAILABLE } from '../media/media.service';

const CDN = 'https://cdn.makershop.test/shop';
const VARIANTS = ['card', 'full', 'thumbnail'];

let s3: FakeS3;
let t: TestApp;
let boss: SignedIn;
let jpeg: Buffer;
let png: Buffer;
let fields: Record<string, unknown>;

beforeAll(async () => {
  s3 = await startS3Fake();
  t = await createTestApp({ env: s3.env(CDN) });
  boss = await signInStaff(t.app, t.db, 'SuperAdmin');
  const category = await makeCategory(t.db, 'Sensors');
  const sub = await makeSubCategory(t.db, category.id, 'Temperature');
  const brand = await makeBrand(t.db, 'Bosch');
  [jpeg, png] = await Promise.all([picture('jpeg'), picture('png', 1600, 1200)]);
  fields = {
    product_name: 'DHT22 Temperature and Humidity Sensor',
    category_id: category.id,
    category_name: 'Sensors',
    sub_category_id: sub.id,
    brand_id: brand.id,
    non_discounted_price: '399',
    discounted_single_product_price: '299',
    no_of_product_instock: '12',
    specifications: [{ title: 'Electrical', data: [{ key: 'Voltage', value: '3.3–5 V' }] }],
  };
});
afterAll(async () => {
  await t.close();
  await s3.close();
});
beforeEach(() => {
  s3.down = false;
  s3.failPutsAfter = undefined;
  s3.calls.length = 0;
});

const send = (url: string, cookie: string | undefined, formFields: Record<string, unknown>, files: FilePart[]) => {
  const body = multipart(formFields, files);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
    payload: body.payload,
  });
};
const productCount = async () => (await t.db.select({ n: count() }).from(products))[0]!.n;
const assetCount = async () => (await t.db.select({ n: count() }).from(mediaAssets))[0]!.n;
const localCatalog = () => join(t.app.config.env.DATA_DIR, 'uploads', 'catalog');
/** The bucket's keys of the picture whose full-size URL is `url`. */
const keysOf = (url: string) => {
  expect(url.startsWith(`${CDN}/`)).toBe(true);
  const folder = url.slice(CDN.length + 1, -'full.webp'.length);
  return [...s3.objects.keys()].filter((key) => key.startsWith(folder)).sort();
};

describe('pictures in the bucket', () => {
  it('POST /product/upload-image stores the three WebP variants in the bucket, signed, immutable, and answers their S3_PUBLIC_URL addresses', async () => {
    const res = await send('/api/v1/product/upload-image', boss.cookie, {}, [
      { field: 'img', name: 'board.png', bytes: png },
    ]);
    expect(res.statusCode).toBe(200);
    const [image] = res.json().data.images as {
      url: string;
      variants: { name: string; url: string; width: number }[];
    }[];
    expect(image!.url).toMatch(new RegExp(`^${CDN}/catalog/[0-9a-f-]{36}/full\\.webp$`));
    expect(res.json().data.urls).toEqual([image!.url]);
    expect(image!.variants.map((v) => v.url.slice(image!.url.length - 'full.webp'.length)).sort()).toEqual(
      VARIANTS.map((v) => `${v}.webp`),
    );

    const keys = keysOf(image!.url);
    expect(keys.map((key) => key.split('/').pop())).toEqual(VARIANTS.map((v) => `${v}.webp`));
    for (const key of keys) {
      const object = s3.objects.get(key)!;
      expect(object.contentType).toBe('image/webp');
      expect(object.cacheControl).toBe('public, max-age=31536000, immutable');
      expect(object.body.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(object.body.subarray(8, 12).toString('latin1')).toBe('WEBP');
    }
    expect(s3.calls.filter((call) => call.method === 'PUT')).toHaveLength(3);
    expect(s3.calls.every((call) => call.signed && call.status === 200)).toBe(true);
    // The browser gets all three sizes from the URL alone; nothing went to the local folder.
    expect(pictureSrcSet(image!.url)).toContain(`${CDN}/${keys[0]} 480w`);
    expect(existsSync(localCatalog()) ? readdirSync(localCatalog()) : []).toEqual([]);
  });

  it('the fake bucket serves what was stored, with its type, and refuses a write signed with another secret', async () => {
    const res = await send('/api/v1/product/upload-image', boss.cookie, {}, [
      { field: 'img', name: 'photo.jpg', bytes: jpeg },
    ]);
    const key = keysOf(res.json().data.urls[0])[0]!;
    const read = await fetch(`${s3.origin}/shop-media/${key}`);
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('image/webp');
    const forged = await fetch(`${s3.origin}/shop-media/catalog/forged/full.webp`, {
      method: 'PUT',
      headers: {
        authorization: `AWS4-HMAC-SHA256 Credential=AKIAFAKES3TESTKEY01/20260101/ap-south-1/s3/aws4_request, SignedHeaders=host;x-amz-content-sha256;x-amz-date, Signature=${'0'.repeat(64)}`,
        'x-amz-date': '20260101T000000Z',
        'x-amz-content-sha256': 'UNSIGNED-PAYLOAD',
      },
      body: 'x',
    });
    expect(forged.status).toBe(403);
    expect(s3.objects.has('catalog/forged/full.webp')).toBe(false);
  });

  it('POST /product/add-product keeps the product with its pictures in the bucket; an edit adds more there; the CSP lets pages show them', async () => {
    const res = await send('/api/v1/product/add-product', boss.cookie, { ...fields, SKU: 'DHT-22' }, [
      { name: 'front.jpg', bytes: jpeg },
      { name: 'back.png', bytes: png },
    ]);
    expect(res.statusCode).toBe(201);
    const product = res.json().data.product;
    expect(product.product_image_main).toMatch(new RegExp(`^${CDN}/catalog/[0-9a-f-]{36}/full\\.webp$`));
    expect(product.product_image_urls).toHaveLength(2);
    for (const url of product.product_image_urls as string[]) expect(keysOf(url)).toHaveLength(3);
    const page = await t.app.inject({ method: 'GET', url: `/api/v1/product/${product._id}` });
    expect(page.json().data.product.product_image_main).toBe(product.product_image_main);

    const edit = await send(
      `/api/v1/product/${product._id}/update/v2`,
      boss.cookie,
      { existing_images: product.product_image_urls },
      [{ name: 'side.jpg', bytes: jpeg }],
    );
    expect(edit.statusCode).toBe(200);
    const pictures = edit.json().data.product.product_image_urls as string[];
    expect(pictures).toHaveLength(3);
    expect(keysOf(pictures[2]!)).toHaveLength(3);

    const csp = (await t.app.inject({ method: 'GET', url: '/healthz' })).headers['content-security-policy'] as string;
    expect(csp).toContain("img-src 'self' data: https://cdn.makershop.test;");
  });

  it('a bucket failing half-way answers 503 with the error envelope, keeps no product, no media rows and no object', async () => {
    const [before, assetsBefore, objectsBefore] = [await productCount(), await assetCount(), s3.objects.size];
    // The first picture's three variants and the second's thumbnail go in; then every write fails.
    s3.failPutsAfter = 4;
    const res = await send('/api/v1/product/add-product', boss.cookie, { ...fields, SKU: 'DHT-22-HALF' }, [
      { name: 'front.jpg', bytes: jpeg },
      { name: 'back.png', bytes: png },
    ]);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'Error', code: 'SERVICE_UNAVAILABLE', message: IMAGE_STORAGE_UNAVAILABLE });
    expect(await productCount()).toBe(before);
    expect(await t.db.select().from(products).where(eq(products.sku, 'DHT-22-HALF'))).toEqual([]);
    expect(await assetCount()).toBe(assetsBefore);
    expect(s3.objects.size).toBe(objectsBefore);
    expect(s3.calls.some((call) => call.method === 'DELETE')).toBe(true);
  });

  it('a bucket that is down answers 503 to an upload and an edit, changing nothing', async () => {
    const added = await send('/api/v1/product/add-product', boss.cookie, { ...fields, SKU: 'DHT-11' }, [
      { name: 'front.jpg', bytes: jpeg },
    ]);
    const product = added.json().data.product;
    const [assetsBefore, objectsBefore] = [await assetCount(), s3.objects.size];
    s3.down = true;
    const upload = await send('/api/v1/product/upload-image', boss.cookie, {}, [
      { field: 'img', name: 'photo.jpg', bytes: jpeg },
    ]);
    expect(upload.statusCode).toBe(503);
    expect(upload.json().message).toBe(IMAGE_STORAGE_UNAVAILABLE);
    const edit = await send(`/api/v1/product/${product._id}/update/v2`, boss.cookie, { product_name: 'DHT11 Sensor' }, [
      { name: 'side.jpg', bytes: jpeg },
    ]);
    expect(edit.statusCode).toBe(503);
    s3.down = false;
    const after = await t.app.inject({ method: 'GET', url: `/api/v1/product/${product._id}` });
    expect(after.json().data.product).toMatchObject({
      product_name: fields.product_name,
      product_image_main: product.product_image_main,
    });
    expect(await assetCount()).toBe(assetsBefore);
    expect(s3.objects.size).toBe(objectsBefore);
  });

  it('refuses strangers and customers (401: staff calls take a staff session) before anything reaches the bucket', async () => {
    const customer = await signUpCustomer(t.app);
    const stranger = await send('/api/v1/product/upload-image', undefined, {}, [
      { field: 'img', name: 'photo.jpg', bytes: jpeg },
    ]);
    const shopper = await send('/api/v1/product/upload-image', customer.cookie, {}, [
      { field: 'img', name: 'photo.jpg', bytes: jpeg },
    ]);
    const add = await send('/api/v1/product/add-product', customer.cookie, { ...fields, SKU: 'DHT-X' }, [
      { name: 'front.jpg', bytes: jpeg },
    ]);
    expect([stranger.statusCode, shopper.statusCode, add.statusCode]).toEqual([401, 401, 401]);
    expect(s3.calls).toEqual([]);
  });

  it('refuses a file that is not a picture before anything reaches the bucket', async () => {
    const res = await send('/api/v1/product/upload-image', boss.cookie, {}, [
      { field: 'img', name: 'page.jpg', bytes: Buffer.from('<html><script>alert(1)</script></html>') },
    ]);
    expect(res.statusCode).toBe(415);
    expect(s3.calls).toEqual([]);
  });

  it('the bucket store refuses keys that would climb out of their folder, before any call', async () => {
    const store = await s3MediaStore(s3MediaConfig(t.app.config.env)!);
    for (const path of [
      '../secrets.txt',
      'catalog/../../x.webp',
      '/catalog/a/full.webp',
      'catalog/./full.webp',
      'catalog/a b/full.webp',
    ]) {
      await expect(store.put(path, Buffer.from('x'), 'image/webp')).rejects.toThrow(/media path not allowed/);
    }
    await expect(store.removeFolder('..')).rejects.toThrow(/media path not allowed/);
    expect(s3.calls).toEqual([]);
  });
});
