import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalog';
import { mediaAssets } from '../../db/schema/media';
import { makeBrand, makeCategory, makeSubCategory } from '../../test/factories';
import { multipart, picture, type FilePart } from '../../test/multipart';
import { signInStaff, signUpCustomer, type SignedIn } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let boss: SignedIn;
let base: Record<string, unknown>;
let jpeg: Buffer;
let uploadsDir: string;

beforeAll(async () => {
  t = await createTestApp();
  boss = await signInStaff(t.app, t.db, 'SuperAdmin');
  const category = await makeCategory(t.db, 'Sensors');
  const sub = await makeSubCategory(t.db, category.id, 'Temperature');
  const brand = await makeBrand(t.db, 'Bosch');
  jpeg = await picture('jpeg');
  uploadsDir = join(t.app.config.env.DATA_DIR, 'uploads', 'catalog');
  base = {
    SKU: 'BME-280',
    product_name: 'BME280 Pressure Sensor',
    category_id: category.id,
    category_name: 'Sensors',
    sub_category_id: sub.id,
    brand_id: brand.id,
    non_discounted_price: '499',
    discounted_single_product_price: '349',
    discount: '30',
    no_of_product_instock: '25',
    review_stars: '4.5',
    product_tags: 'bme280, pressure ,, i2c',
    product_video_link: 'https://www.youtube.com/watch?v=abc',
    specifications: [
      { title: 'Electrical', data: [{ key: 'Voltage', value: '3.3 V' }] },
      {
        title: 'Physical',
        data: [
          { key: 'Size', value: '15 x 12 mm' },
          { key: 'Weight', value: '2 g' },
        ],
      },
    ],
    quantity_discounts: [{ title: 'Ten pack', min_quantity: 10, max_quantity: 49, discount_percentage: 5 }],
  };
});
afterAll(() => t.close());

const add = (cookie: string | undefined, fields: Record<string, unknown>, files: FilePart[]) => {
  const body = multipart(fields, files);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/product/add-product',
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
    payload: body.payload,
  });
};
const images = (n: number): FilePart[] =>
  Array.from({ length: n }, (_, i) => ({ name: `photo-${i}.jpg`, bytes: jpeg }));
const productCount = async () => (await t.db.select({ n: count() }).from(products))[0]!.n;
const assetCount = async () => (await t.db.select({ n: count() }).from(mediaAssets))[0]!.n;
const storedFolders = () => (existsSync(uploadsDir) ? readdirSync(uploadsDir).length : 0);

describe('POST /product/add-product', () => {
  it('adds a product with three pictures as WebP variants and two specification groups, shown on the storefront', async () => {
    const res = await add(boss.cookie, base, images(3));
    expect(res.statusCode).toBe(201);
    const product = res.json().data.product;
    expect(res.json().message).toBe('Product added successfully!');
    expect(product).toMatchObject({
      SKU: 'BME-280',
      product_tags: ['bme280', 'pressure', 'i2c'],
      no_of_product_instock: 25,
      product_instock: true,
      review_stars: 4.5,
    });
    expect(product.product_specification).toHaveLength(2);
    expect(product.quantity_discounts).toEqual([
      { title: 'Ten pack', min_quantity: 10, max_quantity: 49, discount_percentage: 5 },
    ]);
    expect(product.product_image_urls).toHaveLength(3);
    expect(product.product_image_main).toMatch(/^\/media\/catalog\/[0-9a-f-]+\/full\.webp$/);
    const card = await t.app.inject({
      method: 'GET',
      url: product.product_image_main.replace('full.webp', 'card.webp'),
    });
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toBe('image/webp');
    expect(card.headers['cache-control']).toContain('immutable');
    const page = await t.app.inject({ method: 'GET', url: `/api/v1/product/${product._id}` });
    expect(page.json().data.product.product_image_main).toBe(product.product_image_main);
    const list = await t.app.inject({
      method: 'POST',
      url: '/api/v1/product/list',
      payload: { filters: { search: 'BME280' } },
    });
    expect(list.json().data.productList.map((p: { _id: string }) => p._id)).toContain(product._id);
  });

  it('refuses strangers and customers with 401 and a SubAdmin with 403, keeping nothing', async () => {
    const before = await productCount();
    const sub = await signInStaff(t.app, t.db, 'SubAdmin');
    const customer = await signUpCustomer(t.app);
    expect((await add(undefined, { ...base, SKU: 'R-1' }, images(1))).statusCode).toBe(401);
    expect((await add(customer.cookie, { ...base, SKU: 'R-2' }, images(1))).statusCode).toBe(401);
    expect((await add(sub.cookie, { ...base, SKU: 'R-3' }, images(1))).statusCode).toBe(403);
    expect(await productCount()).toBe(before);
  });

  it.each([
    ['a duplicate SKU', { SKU: 'bme-280' }, 409, 'A product with SKU bme-280 already exists'],
    ['a negative price', { discounted_single_product_price: '-1' }, 400, 'Price cannot be negative'],
    ['a price above the MRP', { discounted_single_product_price: '450' }, 400, /above the MRP/],
    ['a discount over 100', { discount: '101' }, 400, 'Discount must be at most 100'],
    ['review stars over 5', { review_stars: '5.5' }, 400, 'Review stars must be at most 5'],
    [
      'a video link that is not a URL',
      { product_video_link: 'javascript:alert(1)' },
      400,
      /Video link must be a web address/,
    ],
    ['a missing product name', { product_name: ' ' }, 400, 'Product name is required'],
    [
      'a specification without a title',
      { specifications: [{ title: '', data: [{ key: 'a', value: 'b' }] }] },
      400,
      'Specification title is required',
    ],
    ['an unknown field', { secret: 'x' }, 400, /Unrecognized key/i],
  ])('refuses %s with its message and keeps no product and no picture', async (_, change, status, message) => {
    const [before, folders] = [await productCount(), storedFolders()];
    const res = await add(boss.cookie, { ...base, SKU: 'NEW-1', ...change }, images(2));
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toMatch(message);
    expect(await productCount()).toBe(before);
    expect(storedFolders()).toBe(folders);
  });

  it('asks for at least one image', async () => {
    const res = await add(boss.cookie, { ...base, SKU: 'NO-IMG' }, []);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please upload at least one image');
  });
});

describe('uploads are checked by their content, never their name', () => {
  const upload = (cookie: string | undefined, files: FilePart[]) => {
    const body = multipart(
      {},
      files.map((f) => ({ ...f, field: 'img' })),
    );
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/product/upload-image',
      headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
      payload: body.payload,
    });
  };

  it('lets a SuperAdmin upload pictures and answers their URLs', async () => {
    const res = await upload(boss.cookie, [
      { name: 'board.png', bytes: await picture('png', 300, 200), type: 'image/png' },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.urls[0]).toMatch(/full\.webp$/);
    expect(res.json().data.images[0].variants.map((v: { name: string; width: number }) => [v.name, v.width])).toEqual([
      ['thumbnail', 200],
      ['card', 300],
      ['full', 300],
    ]);
  });

  it('refuses a SubAdmin with 403 (adding products is SuperAdmin-only, issue 27), a customer and a stranger with 401, storing nothing', async () => {
    const [folders, assets] = [storedFolders(), await assetCount()];
    const sub = await signInStaff(t.app, t.db, 'SubAdmin');
    const customer = await signUpCustomer(t.app);
    const refused = await upload(sub.cookie, images(2));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ status: 'Error', message: expect.any(String) });
    expect((await upload(customer.cookie, images(1))).statusCode).toBe(401);
    expect((await upload(undefined, images(1))).statusCode).toBe(401);
    expect(storedFolders()).toBe(folders);
    expect(await assetCount()).toBe(assets);
  });

  const html = Buffer.from('<!doctype html><html><script>alert(1)</script></html>');
  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>',
  );
  it.each([
    ['an HTML page renamed .jpg', () => html, 415, /not a JPEG, PNG, WebP or GIF/],
    ['an SVG renamed .jpg', () => svg, 415, /not a JPEG, PNG, WebP or GIF/],
    [
      'a JPEG with a script appended (polyglot)',
      () => Buffer.concat([jpeg, Buffer.from('<script>alert(1)</script>')]),
      422,
      /web page or script/,
    ],
    [
      'a file with a JPEG signature that is not a picture',
      () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100, 1)]),
      422,
      /damaged/,
    ],
    ['a 50 MB file', () => Buffer.concat([jpeg, Buffer.alloc(50 * 1024 * 1024)]), 413, /at most 10 MB/],
  ])('refuses %s and keeps nothing', async (_, bytes, status, message) => {
    const [before, folders] = [await productCount(), storedFolders()];
    const res = await add(boss.cookie, { ...base, SKU: 'UP-1' }, [
      { name: 'photo.jpg', bytes: jpeg },
      { name: 'evil.jpg', bytes: bytes() },
    ]);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toMatch(message);
    expect(await productCount()).toBe(before);
    expect(storedFolders()).toBe(folders);
  });

  it('refuses 11 images', async () => {
    const res = await add(boss.cookie, { ...base, SKU: 'UP-11' }, images(11));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('At most 10 images can be uploaded.');
  });
});

describe('Warranty (months) on the product form (issue 10)', () => {
  it('stores whole months from 0 to 120 and shows them; refuses others with nothing added', async () => {
    const res = await add(boss.cookie, { ...base, SKU: 'WAR-18', warranty_months: '18' }, images(1));
    expect(res.statusCode).toBe(201);
    expect(res.json().data.product).toMatchObject({ warranty_months: 18 });
    const plain = await add(boss.cookie, { ...base, SKU: 'WAR-0' }, images(1));
    expect(plain.json().data.product.warranty_months).toBe(0);
    const before = await productCount();
    for (const months of ['121', '2.5', '-1']) {
      const refused = await add(boss.cookie, { ...base, SKU: `WAR-BAD-${months}`, warranty_months: months }, images(1));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toContain('Warranty (months)');
    }
    expect(await productCount()).toBe(before);
  });
});

describe('Extended warranty offer on the product form (issue 10, decision 039)', () => {
  const update = (id: string, fields: Record<string, unknown>) => {
    const body = multipart(fields, []);
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/product/${id}/update/v2`,
      headers: { ...body.headers, cookie: boss.cookie },
      payload: body.payload,
    });
  };

  it('stores months and a price per unit before GST in rupees, edits them, and shows none by default', async () => {
    const res = await add(
      boss.cookie,
      { ...base, SKU: 'EXT-24', extended_warranty_months: '24', extended_warranty_price: '299.50' },
      images(1),
    );
    expect(res.statusCode).toBe(201);
    const product = res.json().data.product;
    expect(product).toMatchObject({ extended_warranty_months: 24, extended_warranty_price: 299.5 });
    const edited = await update(product._id, { extended_warranty_months: '12', extended_warranty_price: '150' });
    expect(edited.statusCode).toBe(200);
    const [row] = await t.db
      .select({ months: products.extendedWarrantyMonths, price: products.extendedWarrantyPricePaise })
      .from(products)
      .where(eq(products.sku, 'EXT-24'));
    expect(row).toEqual({ months: 12, price: 15_000 });
    const plain = await add(boss.cookie, { ...base, SKU: 'EXT-NONE' }, images(1));
    expect(plain.json().data.product).toMatchObject({ extended_warranty_months: 0, extended_warranty_price: 0 });
  });

  it('refuses months without a price, months above 60, and an edit that leaves months without a price; nothing is changed', async () => {
    const before = await productCount();
    const noPrice = await add(boss.cookie, { ...base, SKU: 'EXT-BAD-1', extended_warranty_months: '12' }, images(1));
    expect(noPrice.statusCode).toBe(400);
    expect(noPrice.json().message).toBe(
      'Extended warranty price must be above 0 when extended warranty months are set',
    );
    const tooLong = await add(
      boss.cookie,
      { ...base, SKU: 'EXT-BAD-2', extended_warranty_months: '61', extended_warranty_price: '100' },
      images(1),
    );
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toContain('Extended warranty (months)');
    expect(await productCount()).toBe(before);

    const offered = await add(
      boss.cookie,
      { ...base, SKU: 'EXT-KEEP', extended_warranty_months: '36', extended_warranty_price: '500' },
      images(1),
    );
    const id = offered.json().data.product._id;
    const zeroPrice = await update(id, { extended_warranty_price: '0' });
    expect(zeroPrice.statusCode).toBe(400);
    expect(zeroPrice.json().message).toBe(
      'Extended warranty price must be above 0 when extended warranty months are set',
    );
    const [row] = await t.db
      .select({ months: products.extendedWarrantyMonths, price: products.extendedWarrantyPricePaise })
      .from(products)
      .where(eq(products.id, id));
    expect(row).toEqual({ months: 36, price: 50_000 });
  });
});

describe('Country of origin and importer (issue 30)', () => {
  const update = (id: string, fields: Record<string, unknown>) => {
    const body = multipart(fields, []);
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/product/${id}/update/v2`,
      headers: { ...body.headers, cookie: boss.cookie },
      payload: body.payload,
    });
  };
  const page = async (id: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/v1/product/${id}` })).json().data.product;

  it('makes a product India’s by default, and shows an imported one’s importer on its page before purchase', async () => {
    const plain = await add(boss.cookie, { ...base, SKU: 'ORIGIN-IN' }, images(1));
    expect(plain.json().data.product).toMatchObject({ country_of_origin: 'India', importer_details: '' });
    const importer = 'MakerShop, B-12, Sector 63, Noida, Uttar Pradesh 201301';
    const imported = await add(
      boss.cookie,
      { ...base, SKU: 'ORIGIN-CN', country_of_origin: 'China', importer_details: importer },
      images(1),
    );
    expect(imported.statusCode).toBe(201);
    const id = imported.json().data.product._id;
    expect(await page(id)).toMatchObject({ country_of_origin: 'China', importer_details: importer });
    // Made in India after all: the importer is no longer shown to shoppers.
    expect((await update(id, { country_of_origin: 'India' })).statusCode).toBe(200);
    expect(await page(id)).toMatchObject({ country_of_origin: 'India', importer_details: '' });
  });

  it('refuses an imported product without its importer, on add and on edit, and a NUL; nothing is changed', async () => {
    const before = await productCount();
    const refused = await add(boss.cookie, { ...base, SKU: 'ORIGIN-BAD', country_of_origin: 'China' }, images(1));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      status: 'Error',
      message: 'Importer details are required when the country of origin is not India',
    });
    const nul = await add(
      boss.cookie,
      { ...base, SKU: 'ORIGIN-NUL', country_of_origin: 'Chi\u0000na', importer_details: 'x' },
      images(1),
    );
    expect(nul.statusCode).toBe(400);
    expect(await productCount()).toBe(before);

    const id = (await add(boss.cookie, { ...base, SKU: 'ORIGIN-EDIT' }, images(1))).json().data.product._id;
    expect((await update(id, { country_of_origin: 'Taiwan' })).statusCode).toBe(400);
    expect((await update(id, { country_of_origin: 'Taiwan', importer_details: '  ' })).statusCode).toBe(400);
    expect(await page(id)).toMatchObject({ country_of_origin: 'India' });
  });
});
