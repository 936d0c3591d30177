/**
 * GET /product/trending and GET /product/featured (storefront spec §2 home items 4–6): best
 * sellers of the last 30 days from paid orders, topped up with the catalogue's picks, and the
 * hero's product from the store settings.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../lib/clock';
import { makeCategory, makeProduct, makeServiceArea } from '../../test/factories';
import { placeOrder } from '../../test/orders';
import { choose, startPayment } from '../../test/payments';
import { signInStaff, signUpCustomer } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';
import { TRENDING_CACHE_MS } from './home-picks.service';

const DAY_MS = 24 * 60 * 60 * 1000;
const clock = createManualClock(new Date('2026-03-02T10:00:00Z'));
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock });
  await makeServiceArea(t.db, '560038');
});
afterAll(() => t.close());

const trending = async (query: string) => {
  clock.advance(TRENDING_CACHE_MS + 1); // past the reply cache, so each read sees the orders so far
  return t.app.inject({ method: 'GET', url: `/api/v1/product/trending?${query}` });
};
const trendingIds = async (query: string) =>
  (await trending(query))
    .json()
    .data.productList.map((p: { _id: string; units_sold: number }) => [p._id, p.units_sold]);

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

describe('GET /product/trending', () => {
  it('falls back to featured, then most reviewed products when nothing sold; then paid sales of 30 days lead, older ones drop out', async () => {
    const category = await makeCategory(t.db, 'Trending Test Parts');
    const reviewed = await makeProduct(t.db, { categoryId: category.id, noOfReviews: 10 });
    const featured = await makeProduct(t.db, { categoryId: category.id, featured: true });
    const mostReviewed = await makeProduct(t.db, { categoryId: category.id, noOfReviews: 50 });
    const q = `category=${encodeURIComponent('trending test parts')}&limit=3`;

    const fallback = await trending(q);
    expect(fallback.statusCode).toBe(200);
    expect(fallback.json().data.window_days).toBe(30);
    expect(await trendingIds(q)).toEqual([
      [featured.id, 0],
      [mostReviewed.id, 0],
      [reviewed.id, 0],
    ]);

    await buy(reviewed.id, 2, true);
    await buy(mostReviewed.id, 5, false); // placed, never paid: not a sale
    expect(await trendingIds(q)).toEqual([
      [reviewed.id, 2],
      [featured.id, 0],
      [mostReviewed.id, 0],
    ]);

    clock.advance(29 * DAY_MS);
    expect((await trendingIds(q))[0]).toEqual([reviewed.id, 2]);
    clock.advance(DAY_MS);
    expect((await trendingIds(q))[0]).toEqual([featured.id, 0]);
  });

  it('ranks by units sold and keeps to the category asked for', async () => {
    const drones = await makeCategory(t.db, 'Trending Drones');
    const other = await makeCategory(t.db, 'Trending Others');
    const esc = await makeProduct(t.db, { categoryId: drones.id });
    const props = await makeProduct(t.db, { categoryId: drones.id });
    const board = await makeProduct(t.db, { categoryId: other.id });
    await buy(esc.id, 1, true);
    await buy(props.id, 3, true);
    await buy(board.id, 9, true);
    expect(await trendingIds('category=Trending%20Drones&limit=2')).toEqual([
      [props.id, 3],
      [esc.id, 1],
    ]);
    expect((await trendingIds('limit=1'))[0]).toEqual([board.id, 9]);
  });

  it('answers 400 for a limit outside 1..30 or an unknown parameter', async () => {
    for (const query of ['limit=0', 'limit=31', 'limit=abc', 'sort=units']) {
      const res = await trending(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().status).toBe('Error');
    }
  });
});

describe('GET /product/featured', () => {
  it("shows the catalogue's first pick by default, the product the settings name once set, and refuses an unknown id", async () => {
    const category = await makeCategory(t.db);
    const chosen = await makeProduct(t.db, { categoryId: category.id, productName: 'Hero Board' });
    const first = (await t.app.inject({ method: 'GET', url: '/api/v1/product/featured' })).json().data.product;
    expect(first.featured).toBe(true);

    const admin = await signInStaff(t.app, t.db, 'SuperAdmin');
    const patch = (heroFeaturedProductId: string) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/v1/admin/settings',
        headers: { cookie: admin.cookie },
        payload: { heroFeaturedProductId },
      });
    const refused = await patch('no-such-product');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ path: 'heroFeaturedProductId', message: 'No product has this id' }]);

    expect((await patch(chosen.id)).statusCode).toBe(200);
    const hero = (await t.app.inject({ method: 'GET', url: '/api/v1/product/featured' })).json().data.product;
    expect(hero).toMatchObject({ _id: chosen.id, product_name: 'Hero Board' });

    expect((await patch('')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/product/featured' })).json().data.product._id).toBe(
      first._id,
    );
  });
});
