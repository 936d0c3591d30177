/**
 * A multipart body that is not a whole form (issue 27 item 8): cut off before its closing
 * boundary, sent without a boundary, with a boundary no parser takes, or garbage. Every route that
 * takes a form answers 400 with the error envelope and stores nothing: no picture in the media
 * store, no media_assets row, no product, no return photo.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../db/schema/catalog';
import { mediaAssets } from '../db/schema/media';
import { returnPhotos } from '../db/schema/returns';
import { makeCategory, makeProduct } from '../test/factories';
import { multipart, picture } from '../test/multipart';
import { signInStaff, signUpCustomer, type SignedIn } from '../test/sessions';
import { createTestApp, type TestApp } from '../test/test-app';
import { MALFORMED_FORM } from './multipart-form';

let t: TestApp;
let boss: SignedIn;
let shopper: SignedIn;
let productId: string;
let jpeg: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  boss = await signInStaff(t.app, t.db, 'SuperAdmin');
  shopper = await signUpCustomer(t.app);
  const category = await makeCategory(t.db, 'Sensors');
  productId = (await makeProduct(t.db, { categoryId: category.id, productName: 'DHT22 Sensor' })).id;
  jpeg = await picture('jpeg');
});
afterAll(() => t.close());

/** Every route that reads a multipart form, with who may call it and a form it would take. */
const ROUTES = [
  { url: () => '/api/v1/product/upload-image', who: () => boss, field: 'img', fields: {} },
  {
    url: () => '/api/v1/product/add-product',
    who: () => boss,
    field: 'images',
    fields: {
      product_name: 'BME280',
      SKU: 'BME-1',
      non_discounted_price: '499',
      discounted_single_product_price: '349',
    },
  },
  {
    url: () => `/api/v1/product/${productId}/update/v2`,
    who: () => boss,
    field: 'images',
    fields: { product_name: 'DHT22 Sensor v2' },
  },
  { url: () => '/api/v1/returnRequest/upload-photo', who: () => shopper, field: 'photo', fields: {} },
];

/** A whole form's body and its boundary, for `route`. */
function wholeForm(route: (typeof ROUTES)[number]) {
  const form = multipart(route.fields, [{ field: route.field, name: 'photo.jpg', bytes: jpeg }]);
  const boundary = form.headers['content-type']!.split('boundary=')[1]!;
  return { payload: form.payload, boundary };
}

const MALFORMED: [string, (form: { payload: Buffer; boundary: string }) => { payload: Buffer; type: string }][] = [
  [
    'cut off inside the picture',
    ({ payload, boundary }) => ({
      payload: payload.subarray(0, Math.floor(payload.length * 0.7)),
      type: `multipart/form-data; boundary=${boundary}`,
    }),
  ],
  [
    'cut off in the closing boundary',
    ({ payload, boundary }) => ({
      payload: payload.subarray(0, payload.length - 8),
      type: `multipart/form-data; boundary=${boundary}`,
    }),
  ],
  [
    'cut off inside the first part headers',
    ({ payload, boundary }) => ({
      payload: payload.subarray(0, boundary.length + 20),
      type: `multipart/form-data; boundary=${boundary}`,
    }),
  ],
  ['sent without a boundary', ({ payload }) => ({ payload, type: 'multipart/form-data' })],
  [
    'with a boundary of 300 characters',
    ({ payload }) => ({ payload, type: `multipart/form-data; boundary=${'x'.repeat(300)}` }),
  ],
  [
    'garbage under a boundary',
    ({ boundary }) => ({
      payload: Buffer.from('\u0000\u00ff garbage, not a form at all \r\n--'),
      type: `multipart/form-data; boundary=${boundary}`,
    }),
  ],
];

const storedFolders = () => {
  const folder = join(t.app.config.env.DATA_DIR, 'uploads', 'catalog');
  return existsSync(folder) ? readdirSync(folder).length : 0;
};
const rows = async () => ({
  folders: storedFolders(),
  assets: (await t.db.select({ n: count() }).from(mediaAssets))[0]!.n,
  products: (await t.db.select({ n: count() }).from(products))[0]!.n,
  photos: (await t.db.select({ n: count() }).from(returnPhotos))[0]!.n,
  productName: (await t.db.select({ name: products.productName }).from(products).where(eq(products.id, productId)))[0]!
    .name,
});

describe.each(ROUTES)('POST $url', (route) => {
  it.each(MALFORMED)('refuses a body %s with 400 and the envelope, storing nothing', async (_, malform) => {
    const before = await rows();
    const { payload, type } = malform(wholeForm(route));
    const res = await t.app.inject({
      method: 'POST',
      url: route.url(),
      headers: { cookie: route.who().cookie, 'content-type': type },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'Error', code: 'VALIDATION_FAILED', message: MALFORMED_FORM });
    expect(await rows()).toEqual(before);
  });
});

it('still takes a whole form after refusing cut-off ones', async () => {
  const route = ROUTES[0]!;
  const { payload, boundary } = wholeForm(route);
  const res = await t.app.inject({
    method: 'POST',
    url: route.url(),
    headers: { cookie: boss.cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  expect(res.statusCode).toBe(200);
});
