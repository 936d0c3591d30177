/**
 * Every staff change of a product is an audit entry (issue 9 "Audit log"; decision 034): adding
 * (product.create), editing (product.update, only the fields that changed, before and after),
 * deleting (product.archive), restoring (product.restore), and pictures uploaded on their own
 * (media.upload), each by whoever made it and in the change's transaction, so a refused change
 * writes none. A product's history reads its own and its stock's entries through POST /admin/audit.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { makeCategory, makeProduct, makeSubCategory } from '../../test/factories';
import { multipart, picture, type FilePart } from '../../test/multipart';
import { signInStaff, type SignedIn } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let boss: SignedIn;
let sub: SignedIn;
let categoryId: string;
let subCategoryId: string;
let jpeg: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  boss = await signInStaff(t.app, t.db, 'SuperAdmin');
  sub = await signInStaff(t.app, t.db, 'SubAdmin');
  categoryId = (await makeCategory(t.db, 'Sensors')).id;
  subCategoryId = (await makeSubCategory(t.db, categoryId, 'Temperature')).id;
  jpeg = await picture('jpeg', 320, 240);
});
afterAll(() => t.close());

const entriesOf = (entityId: string) =>
  t.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(auditLog.createdAt, auditLog.id);
const entriesBy = (staffId: string, action: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.staffId, staffId), eq(auditLog.action, action)));
const countAll = async () => (await t.db.select({ id: auditLog.id }).from(auditLog)).length;
const post = (url: string, cookie: string | undefined, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload } : {}),
  });
const form = (url: string, cookie: string, fields: Record<string, unknown>, files: FilePart[] = []) => {
  const body = multipart(fields, files);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers: { ...body.headers, cookie },
    payload: body.payload,
  });
};
const photos = (n: number): FilePart[] =>
  Array.from({ length: n }, (_, i) => ({ name: `photo-${i}.jpg`, bytes: jpeg }));
const fields = (sku: string) => ({
  SKU: sku,
  product_name: 'DS18B20 Waterproof Probe',
  category_id: categoryId,
  category_name: 'Sensors',
  sub_category_id: subCategoryId,
  non_discounted_price: '299',
  discounted_single_product_price: '199',
  no_of_product_instock: '40',
  product_tags: 'ds18b20, probe',
  specifications: [{ title: 'Electrical', data: [{ key: 'Voltage', value: '3-5.5 V' }] }],
});

describe('POST /product/add-product', () => {
  it("writes product.create by the staff member with the product's fields, prices, stock and picture URLs", async () => {
    const res = await form('/product/add-product', boss.cookie, fields('DS-AUDIT-1'), photos(2));
    expect(res.statusCode).toBe(201);
    const product = res.json().data.product;
    const entries = await entriesOf(product._id);
    expect(entries).toHaveLength(1);
    const [entry] = entries;
    expect(entry).toMatchObject({ staffId: boss.id, action: 'product.create', entity: 'product', before: null });
    expect(entry!.after).toMatchObject({
      SKU: 'DS-AUDIT-1',
      product_name: 'DS18B20 Waterproof Probe',
      category: 'Sensors',
      sub_category: 'Temperature',
      mrp_paise: 29_900,
      price_paise: 19_900,
      no_of_product_instock: 40,
      product_tags: ['ds18b20', 'probe'],
      specifications: [{ title: 'Electrical', data: [{ key: 'Voltage', value: '3-5.5 V' }] }],
      images: product.product_image_urls,
    });
    expect((entry!.after as { images: string[] }).images).toHaveLength(2);
  });

  it('writes nothing for a refused product: a SubAdmin, a taken SKU, a price above the MRP', async () => {
    await form('/product/add-product', boss.cookie, fields('DS-AUDIT-TAKEN'), photos(1));
    const before = await countAll();
    expect((await form('/product/add-product', sub.cookie, fields('DS-AUDIT-SUB'), photos(1))).statusCode).toBe(403);
    expect((await form('/product/add-product', boss.cookie, fields('ds-audit-taken'), photos(1))).statusCode).toBe(409);
    expect(
      (
        await form(
          '/product/add-product',
          boss.cookie,
          { ...fields('DS-AUDIT-DEAR'), discounted_single_product_price: '900' },
          photos(1),
        )
      ).statusCode,
    ).toBe(400);
    expect(await countAll()).toBe(before);
  });
});

describe('POST /product/:id/update/v2', () => {
  it('writes product.update with only the changed fields, old and new; an edit that changes nothing writes none', async () => {
    const probe = await makeProduct(t.db, {
      categoryId,
      subCategoryId,
      pricePaise: 45_000,
      mrpPaise: 60_000,
      stock: 12,
      imageMain: '/media/products/a.svg',
      imagesSub: ['/media/products/b.svg'],
    });
    const res = await form(
      `/product/${probe.id}/update/v2`,
      boss.cookie,
      {
        discounted_single_product_price: '420',
        product_warranty: '6 months',
        existing_images: ['/media/products/b.svg'],
      },
      [{ name: 'new.png', bytes: await picture('png', 100, 100), field: 'images' }],
    );
    expect(res.statusCode).toBe(200);
    const newPicture = res.json().data.product.product_image_urls[1] as string;
    const [entry] = await entriesOf(probe.id);
    expect(entry).toMatchObject({ staffId: boss.id, action: 'product.update', entity: 'product' });
    expect(entry!.before).toEqual({
      price_paise: 45_000,
      product_warranty: '',
      images: ['/media/products/a.svg', '/media/products/b.svg'],
    });
    expect(entry!.after).toEqual({
      price_paise: 42_000,
      product_warranty: '6 months',
      images: ['/media/products/b.svg', newPicture],
    });

    const same = await form(`/product/${probe.id}/update/v2`, boss.cookie, { discounted_single_product_price: '420' });
    expect(same.statusCode).toBe(200);
    expect(await entriesOf(probe.id)).toHaveLength(1);
  });

  it('writes nothing for a refused edit: above the MRP, a SubAdmin, an unknown product, a taken SKU', async () => {
    const taken = await makeProduct(t.db, {
      categoryId,
      subCategoryId,
      sku: 'AUDIT-TAKEN-2',
      imageMain: '/media/products/a.svg',
    });
    const probe = await makeProduct(t.db, { categoryId, subCategoryId, imageMain: '/media/products/a.svg' });
    const before = await countAll();
    expect(
      (await form(`/product/${probe.id}/update/v2`, boss.cookie, { discounted_single_product_price: '10000' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await form(`/product/${probe.id}/update/v2`, sub.cookie, { product_name: 'By a SubAdmin' })).statusCode,
    ).toBe(403);
    expect((await form('/product/no-such-product/update/v2', boss.cookie, { product_name: 'Nobody' })).statusCode).toBe(
      404,
    );
    expect(
      (await form(`/product/${probe.id}/update/v2`, boss.cookie, { SKU: taken.sku.toLowerCase() })).statusCode,
    ).toBe(409);
    expect(await countAll()).toBe(before);
  });
});

describe('POST /product/:id/remove and /restore', () => {
  it('writes product.archive and product.restore; repeating either, a SubAdmin or an unknown product writes none', async () => {
    const probe = await makeProduct(t.db, { categoryId, subCategoryId });
    expect((await post(`/product/${probe.id}/remove`, sub.cookie)).statusCode).toBe(403);
    expect((await post('/product/no-such-product/remove', boss.cookie)).statusCode).toBe(404);
    expect(await entriesOf(probe.id)).toHaveLength(0);

    expect((await post(`/product/${probe.id}/remove`, boss.cookie)).statusCode).toBe(200);
    expect((await post(`/product/${probe.id}/remove`, boss.cookie)).json().data.product.archived).toBe(true);
    expect((await post(`/product/${probe.id}/restore`, sub.cookie)).statusCode).toBe(403);
    expect((await post(`/product/${probe.id}/restore`, boss.cookie)).json().data.product.archived).toBe(false);
    expect((await post(`/product/${probe.id}/restore`, boss.cookie)).statusCode).toBe(200);

    const entries = await entriesOf(probe.id);
    expect(entries.map((e) => [e.staffId, e.action, e.before, e.after])).toEqual([
      [boss.id, 'product.archive', { archived: false }, { archived: true }],
      [boss.id, 'product.restore', { archived: true }, { archived: false }],
    ]);
  });
});

describe('POST /product/upload-image', () => {
  it('writes media.upload per picture by whoever uploaded it; a refused file writes none', async () => {
    const res = await form('/product/upload-image', boss.cookie, {}, [
      { name: 'a.png', bytes: await picture('png', 300, 200), field: 'img' },
      { name: 'b.jpg', bytes: jpeg, field: 'img' },
    ]);
    expect(res.statusCode).toBe(200);
    const uploads = await entriesBy(boss.id, 'media.upload');
    expect(uploads).toHaveLength(2);
    expect(uploads.map((e) => (e.after as { url: string }).url).sort()).toEqual([...res.json().data.urls].sort());
    expect(uploads[0]).toMatchObject({ entity: 'media', before: null });

    const before = await countAll();
    const html = Buffer.from('<!doctype html><html><script>alert(1)</script></html>');
    expect(
      (await form('/product/upload-image', boss.cookie, {}, [{ name: 'evil.jpg', bytes: html, field: 'img' }]))
        .statusCode,
    ).toBe(415);
    expect(await countAll()).toBe(before);
  });
});

describe("a product's history (POST /admin/audit with entities and entity_id)", () => {
  it("lists the product's own and its stock's entries, newest first, for a SuperAdmin only", async () => {
    const probe = await makeProduct(t.db, {
      categoryId,
      subCategoryId,
      pricePaise: 45_000,
      stock: 5,
      imageMain: '/media/products/a.svg',
    });
    const other = await makeProduct(t.db, { categoryId, subCategoryId, imageMain: '/media/products/a.svg' });
    expect(
      (await form(`/product/${probe.id}/update/v2`, boss.cookie, { discounted_single_product_price: '400' }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await post(`/product/${probe.id}/update`, boss.cookie, {
          product: { no_of_product_instock: 9, product_instock: true },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await post(`/inventory/${probe.id}/adjust`, boss.cookie, { mode: 'add', quantity: 3, reason: 'restock' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await form(`/product/${other.id}/update/v2`, boss.cookie, { product_name: 'Someone else' })).statusCode,
    ).toBe(200);

    const history = (cookie: string, filters: object) =>
      post('/admin/audit', cookie, { pageNum: 1, pageSize: 10, filters });
    const res = await history(boss.cookie, { entities: ['product', 'stock'], entity_id: probe.id });
    expect(res.statusCode).toBe(200);
    const { entries, total } = res.json().data;
    expect(total).toBe(3);
    expect(entries.map((e: { action: string }) => e.action)).toEqual([
      'stock.adjust',
      'stock.update',
      'product.update',
    ]);
    expect(entries[2]).toMatchObject({
      staff_id: boss.id,
      entity_id: probe.id,
      before: { price_paise: 45_000 },
      after: { price_paise: 40_000 },
    });
    expect(entries[2].staff_name).toEqual(expect.any(String));

    expect((await history(sub.cookie, { entities: ['product', 'stock'], entity_id: probe.id })).statusCode).toBe(403);
    expect((await history(boss.cookie, { entities: [], entity_id: probe.id })).statusCode).toBe(400);
    expect((await history(boss.cookie, { entities: ['password'], entity_id: probe.id })).statusCode).toBe(400);
  });
});
