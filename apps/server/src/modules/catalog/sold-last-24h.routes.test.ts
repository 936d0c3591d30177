/** GET /product/{id} `sold_last_24h` (shopper spec §2 product detail): units of paid orders placed in the last 24 hours. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../lib/clock';
import { makeCategory, makeProduct, makeServiceArea } from '../../test/factories';
import { placeOrder } from '../../test/orders';
import { choose, startPayment } from '../../test/payments';
import { signUpCustomer } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';

const clock = createManualClock(new Date('2026-03-02T10:00:00Z'));
let t: TestApp;
let categoryId: string;

beforeAll(async () => {
  t = await createTestApp({ clock });
  await makeServiceArea(t.db, '560038');
  categoryId = (await makeCategory(t.db)).id;
});
afterAll(() => t.close());

const soldOf = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/product/${id}` })).json().data.product.sold_last_24h;

/** A new customer orders `quantity` units of the product and, if `pay`, pays in the sandbox. */
async function buy(productId: string, quantity: number, pay: boolean) {
  const shopper = await signUpCustomer(t.app);
  const order = (await placeOrder(t.app, shopper.cookie, [{ product_id: productId, quantity }])).json().data.order;
  if (!pay) return;
  const started = await startPayment(t.app, shopper.cookie, order._id);
  expect((await choose(t.app, started.redirectUrl, 'SUCCESS')).statusCode).toBe(303);
  await t.app.inject({
    method: 'POST',
    url: '/api/v1/payment/verify-phonepe-payment',
    headers: { cookie: shopper.cookie },
    payload: { paymentId: started.paymentId },
  });
}

describe('GET /product/:id sold_last_24h', () => {
  it('is 0 for a product nobody bought', async () => {
    const product = await makeProduct(t.db, { categoryId, stock: 20 });
    expect(await soldOf(product.id)).toBe(0);
  });

  it('counts the units of paid orders only, and forgets them after 24 hours', async () => {
    const product = await makeProduct(t.db, { categoryId, pricePaise: 50_000, mrpPaise: 60_000, stock: 20 });
    const other = await makeProduct(t.db, { categoryId, pricePaise: 50_000, mrpPaise: 60_000, stock: 20 });
    await buy(product.id, 3, true);
    await buy(product.id, 2, false); // placed, never paid
    await buy(other.id, 4, true);
    expect(await soldOf(product.id)).toBe(3);
    expect(await soldOf(other.id)).toBe(4);

    clock.advance(23 * 60 * 60 * 1000);
    expect(await soldOf(product.id)).toBe(3);
    clock.advance(60 * 60 * 1000 + 1);
    expect(await soldOf(product.id)).toBe(0);
  });
});
