/**
 * A product's package size and weight are what staff entered (issue 27 item 10a): a product added
 * without them stores and shows none (no "10 × 10 × 5 cm, 0.1 kg" nobody entered), one added with
 * them shows those; only the shipping calculation prices the missing figures as the spec's
 * default package (10 × 10 × 5 cm, 0.1 kg).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalog';
import { makeProduct, makeSubCategory } from '../../test/factories';
import { multipart, picture, type FilePart } from '../../test/multipart';
import type { SignedIn } from '../../test/sessions';
import { shopFixture } from '../../test/shop-fixture';
import type { TestApp } from '../../test/test-app';

let t: TestApp;
let boss: SignedIn;
let base: Record<string, unknown>;
let photo: FilePart[];
let categoryId: string;

beforeAll(async () => {
  ({
    t,
    categoryId,
    staff: { SuperAdmin: boss },
  } = await shopFixture({ category: 'Sensors', staff: ['SuperAdmin'] }));
  const sub = await makeSubCategory(t.db, categoryId, 'Motion');
  photo = [{ name: 'board.jpg', bytes: await picture('jpeg') }];
  base = {
    product_name: 'Motion Board',
    category_id: categoryId,
    category_name: 'Sensors',
    sub_category_id: sub.id,
    non_discounted_price: '200',
    discounted_single_product_price: '150',
    no_of_product_instock: '40',
  };
});
afterAll(() => t.close());

const add = (fields: Record<string, unknown>) => {
  const body = multipart(fields, photo);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/product/add-product',
    headers: { ...body.headers, cookie: boss.cookie },
    payload: body.payload,
  });
};
const page = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/product/${id}` })).json().data.product;
const shippingOf = async (productId: string, quantity: number) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/cart/quote',
      payload: { lines: [{ product_id: productId, quantity }], pincode: '560038' },
    })
  ).json().data.shippingCost;

describe('package size and weight on Add Product', () => {
  it('stores and shows nothing when staff entered nothing', async () => {
    const res = await add({ ...base, SKU: 'DIM-NONE' });
    expect(res.statusCode).toBe(201);
    const id = res.json().data.product._id;
    const [row] = await t.db
      .select({ w: products.weightGrams, l: products.lengthMm, b: products.breadthMm, h: products.heightMm })
      .from(products)
      .where(eq(products.id, id));
    expect(row).toEqual({ w: null, l: null, b: null, h: null });
    expect(await page(id)).toMatchObject({
      product_dimension_length_breadth: null,
      product_dimension_height: null,
      product_dimension_weight: null,
    });
  });

  it('stores and shows what staff entered, in cm and kg', async () => {
    const res = await add({
      ...base,
      SKU: 'DIM-SET',
      product_dimension_length_breadth: '12*4.5',
      product_dimension_height: '2',
      product_dimension_weight: '0.35',
    });
    expect(res.statusCode).toBe(201);
    expect(await page(res.json().data.product._id)).toMatchObject({
      product_dimension_length_breadth: '12*4.5',
      product_dimension_height: 2,
      product_dimension_weight: 0.35,
    });
  });
});

describe('the shipping calculation', () => {
  it("prices a product without a size or weight as the spec's default package, and an entered weight as entered", async () => {
    const bare = await makeProduct(t.db, { categoryId, sku: 'SHIP-BARE', pricePaise: 4_237, mrpPaise: 6_000 });
    const asDefault = await makeProduct(t.db, {
      categoryId,
      sku: 'SHIP-DEFAULT',
      pricePaise: 4_237,
      mrpPaise: 6_000,
      weightGrams: 100,
      lengthMm: 100,
      breadthMm: 100,
      heightMm: 50,
    });
    const heavy = await makeProduct(t.db, {
      categoryId,
      sku: 'SHIP-HEAVY',
      pricePaise: 4_237,
      mrpPaise: 6_000,
      weightGrams: 2_000,
      lengthMm: 100,
      breadthMm: 100,
      heightMm: 50,
    });
    const bareCost = await shippingOf(bare.id, 3);
    expect(bareCost).toBeGreaterThan(0);
    expect(bareCost).toBe(await shippingOf(asDefault.id, 3));
    expect(await shippingOf(heavy.id, 3)).toBeGreaterThan(bareCost);
  });
});
