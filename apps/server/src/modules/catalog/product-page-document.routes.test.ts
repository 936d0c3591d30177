/**
 * GET /product/{id} from the stored page document (product_pages, decision 023 third pass): the
 * reply is the same as building it from the row, and every writer of what the page shows — the
 * quick stock update, an order taking units, a cancelled order giving them back, a review, an
 * edit of the product row, and a paid order's sold_last_24h — shows on the next read.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productPages, products } from '../../db/schema/catalog';
import { createManualClock } from '../../lib/clock';
import { success } from '../../lib/reply';
import { makeProduct } from '../../test/factories';
import { placeOrder } from '../../test/orders';
import { choose, startPayment } from '../../test/payments';
import { signUpCustomer, type SignedIn } from '../../test/sessions';
import type { TestApp } from '../../test/test-app';
import { shopFixture } from '../../test/shop-fixture';
import { getProduct } from './catalog.service';

const clock = createManualClock(new Date('2026-03-02T10:00:00Z'));
let t: TestApp;
let categoryId: string;
let admin: SignedIn;

beforeAll(async () => {
  ({
    t,
    categoryId,
    staff: { SuperAdmin: admin },
  } = await shopFixture({ app: { clock }, staff: ['SuperAdmin'] }));
});
afterAll(() => t.close());

const pageOf = (id: string) => t.app.inject({ method: 'GET', url: `/api/v1/product/${id}` });
const productOf = async (id: string) => (await pageOf(id)).json().data.product;
const storedOf = async (id: string) =>
  (await t.db.select().from(productPages).where(eq(productPages.productId, id)))[0];

describe('GET /product/:id from the stored document', () => {
  it('answers exactly what the row builds, stores it once, and reads it back unchanged', async () => {
    const product = await makeProduct(t.db, { categoryId, stock: 7, pricePaise: 12_345, mrpPaise: 20_000 });
    expect(await storedOf(product.id)).toBeUndefined();
    const first = await pageOf(product.id);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.json()).toEqual(success({ product: { ...(await getProduct(t.db, product.id)), sold_last_24h: 0 } }));
    const stored = await storedOf(product.id);
    expect(stored?.pageJson).toBeDefined();
    const second = await pageOf(product.id);
    expect(second.body).toBe(first.body);
    expect(await storedOf(product.id)).toEqual(stored);
  });

  it('shows the quick stock update at once', async () => {
    const product = await makeProduct(t.db, { categoryId, stock: 3 });
    expect(await productOf(product.id)).toMatchObject({ no_of_product_instock: 3, stock_status: 'Low Stock' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/product/${product.id}/update`,
      headers: { cookie: admin.cookie },
      payload: { product: { no_of_product_instock: 40, product_instock: false } },
    });
    expect(res.statusCode).toBe(200);
    expect(await productOf(product.id)).toMatchObject({
      no_of_product_instock: 40,
      product_instock: false,
      stock_status: 'Out of Stock',
    });
  });

  it('shows the units an order takes, a cancellation gives back, and the paid units sold', async () => {
    const product = await makeProduct(t.db, { categoryId, stock: 10, pricePaise: 50_000, mrpPaise: 60_000 });
    expect(await productOf(product.id)).toMatchObject({ no_of_product_instock: 10, sold_last_24h: 0 });
    const shopper = await signUpCustomer(t.app);
    const order = (await placeOrder(t.app, shopper.cookie, [{ product_id: product.id, quantity: 4 }])).json().data
      .order;
    expect(await productOf(product.id)).toMatchObject({ no_of_product_instock: 6, sold_last_24h: 0 });
    const started = await startPayment(t.app, shopper.cookie, order._id);
    expect((await choose(t.app, started.redirectUrl, 'SUCCESS')).statusCode).toBe(303);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/payment/verify-phonepe-payment',
      headers: { cookie: shopper.cookie },
      payload: { paymentId: started.paymentId },
    });
    expect(await productOf(product.id)).toMatchObject({ no_of_product_instock: 6, sold_last_24h: 4 });
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/v1/order/${order._id}/update`,
      headers: { cookie: admin.cookie },
      payload: { status: 'Cancelled' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await productOf(product.id)).toMatchObject({ no_of_product_instock: 10 });
  });

  it('shows a new review figure', async () => {
    const product = await makeProduct(t.db, { categoryId, stock: 5 });
    expect(await productOf(product.id)).toMatchObject({ review_stars: 0, no_of_reviews: 0 });
    const asha = await signUpCustomer(t.app, 'Asha Rao');
    clock.advance(60_000);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/product/${product.id}/review`,
      headers: { cookie: asha.cookie },
      payload: { stars: 4, review: 'Works well' },
    });
    expect(res.statusCode).toBe(200);
    expect(await productOf(product.id)).toMatchObject({ review_stars: 4, no_of_reviews: 1 });
  });

  it('shows any edit of the product row, even one made outside the server', async () => {
    const product = await makeProduct(t.db, {
      categoryId,
      stock: 5,
      productName: 'Old Name',
      pricePaise: 10_000,
      mrpPaise: 12_000,
    });
    expect(await productOf(product.id)).toMatchObject({
      product_name: 'Old Name',
      discounted_single_product_price: 100,
    });
    await t.db
      .update(products)
      .set({ productName: 'New Name', pricePaise: 9_000, overview: ['Now with headers'] })
      .where(eq(products.id, product.id));
    expect(await productOf(product.id)).toMatchObject({
      product_name: 'New Name',
      discounted_single_product_price: 90,
      product_overview: ['Now with headers'],
    });
  });

  it('answers 404 for an unknown product and stores nothing', async () => {
    const res = await pageOf('no-such-product');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Product not found');
    expect(await storedOf('no-such-product')).toBeUndefined();
  });
});
