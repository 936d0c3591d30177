/**
 * PUT /cart with a `base` merges the browser's cart into the saved one (issue 27 item 2 "a saved
 * cart loses lines"; decision 056): the union, the larger quantity per product, the coupon kept
 * while valid, and a browser's stale copy never overwriting what another device added.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerCarts } from '../../db/schema/carts';
import { coupons } from '../../db/schema/coupons';
import { makeCategory, makeProduct } from '../../test/factories';
import { cartLine, putCart, savedCartOf } from '../../test/saved-cart';
import { signUpCustomer, type SignedIn } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let pi5: { id: string };
let led: { id: string };
let esp32: { id: string };

const put = (who: SignedIn, payload: object) => putCart(t.app, who, payload);
const saved = (who: SignedIn) => savedCartOf(t.app, who);
const line = cartLine;

beforeAll(async () => {
  t = await createTestApp();
  const categoryId = (await makeCategory(t.db)).id;
  pi5 = await makeProduct(t.db, {
    categoryId,
    productName: 'Raspberry Pi 5 (4GB)',
    pricePaise: 540_000,
    mrpPaise: 700_000,
    stock: 20,
  });
  led = await makeProduct(t.db, {
    categoryId,
    productName: '5 mm Red LED',
    pricePaise: 200,
    mrpPaise: 500,
    stock: 500,
  });
  esp32 = await makeProduct(t.db, {
    categoryId,
    productName: 'ESP32 DevKit V1',
    pricePaise: 39_900,
    mrpPaise: 54_900,
    stock: 120,
  });
  await t.db.insert(coupons).values([
    { code: 'MAKER10', percentage: 10, expiresAt: new Date(Date.now() + 86_400_000) },
    { code: 'OLD10', percentage: 10, expiresAt: new Date(Date.now() - 86_400_000) },
    { code: 'OFF10', percentage: 10, expiresAt: new Date(Date.now() + 86_400_000), active: false },
  ]);
});
afterAll(() => t.close());

describe('PUT /cart with a base: merging a browser’s cart into the saved one', () => {
  it('keeps the saved two units and coupon when a second browser signs in with its one item (the issue’s case)', async () => {
    const me = await signUpCustomer(t.app, 'Kavya Menon');
    expect((await put(me, { lines: [line(pi5, 2)], couponCode: 'maker10', base: null })).statusCode).toBe(200);
    const res = await put(me, { lines: [line(led, 1)], couponCode: null, base: null });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      couponCode: 'MAKER10',
      lines: [
        { product_id: pi5.id, quantity: 2, product_name: 'Raspberry Pi 5 (4GB)' },
        { product_id: led.id, quantity: 1 },
      ],
    });
    expect(await saved(me)).toEqual({ lines: [`${pi5.id}×2`, `${led.id}×1`], couponCode: 'MAKER10' });
  });

  it('gives a product in both carts the larger quantity, not the sum', async () => {
    const me = await signUpCustomer(t.app);
    await put(me, { lines: [line(pi5, 2), line(esp32, 1)] });
    await put(me, { lines: [line(pi5, 1), line(esp32, 4)], base: null });
    expect((await saved(me)).lines).toEqual([`${pi5.id}×2`, `${esp32.id}×4`]);
  });

  it('does not let a browser’s older copy overwrite lines another device added since', async () => {
    const me = await signUpCustomer(t.app);
    const seen = { lines: [line(led, 1)], couponCode: null };
    await put(me, seen);
    await put(me, { lines: [line(led, 1), line(pi5, 2)], couponCode: 'MAKER10', base: seen });
    // The first browser changes its LED count, knowing only its own cart.
    await put(me, { lines: [line(led, 3)], couponCode: null, base: seen });
    expect(await saved(me)).toEqual({ lines: [`${led.id}×3`, `${pi5.id}×2`], couponCode: 'MAKER10' });
  });

  it('keeps a line the browser removed removed, when the saved cart had not changed it', async () => {
    const me = await signUpCustomer(t.app);
    const seen = { lines: [line(led, 1), line(pi5, 2)], couponCode: 'MAKER10' };
    await put(me, seen);
    await put(me, { lines: [line(led, 1)], couponCode: null, base: seen });
    expect(await saved(me)).toEqual({ lines: [`${led.id}×1`], couponCode: null });
  });

  it.each(['OLD10', 'OFF10', 'NOSUCH'])(
    'drops a coupon that is no longer valid (%s), and keeps the lines',
    async (code) => {
      const me = await signUpCustomer(t.app);
      await put(me, { lines: [line(pi5, 1)], couponCode: code });
      await put(me, { lines: [line(led, 2)], base: null });
      expect(await saved(me)).toEqual({ lines: [`${pi5.id}×1`, `${led.id}×2`], couponCode: null });
    },
  );

  it('takes a base naming a product that no longer exists', async () => {
    const me = await signUpCustomer(t.app);
    const res = await put(me, {
      lines: [line(led, 1)],
      base: { lines: [{ product_id: 'gone-product', quantity: 1 }], couponCode: null },
    });
    expect(res.statusCode).toBe(200);
    expect((await saved(me)).lines).toEqual([`${led.id}×1`]);
  });

  it.each([
    ['a base with an unknown field', { lines: [], base: { lines: [], owner: 'x' } }, 400],
    ['a base that is not a cart', { lines: [], base: 'everything' }, 400],
    [
      'a base of 101 lines',
      { lines: [], base: { lines: Array.from({ length: 101 }, (_, i) => ({ product_id: `p${i}`, quantity: 1 })) } },
      400,
    ],
    ['a line of an unknown product', { lines: [{ product_id: 'no-such-product', quantity: 1 }], base: null }, 404],
  ])('refuses %s and changes nothing', async (_what, payload, status) => {
    const me = await signUpCustomer(t.app);
    await put(me, { lines: [line(pi5, 2)], couponCode: 'MAKER10' });
    const before = await t.db.select().from(customerCarts).where(eq(customerCarts.customerId, me.id));
    const res = await put(me, payload);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ status: 'Error' });
    expect(await t.db.select().from(customerCarts).where(eq(customerCarts.customerId, me.id))).toEqual(before);
  });

  it('refuses a stranger with 401', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/v1/cart', payload: { lines: [], base: null } });
    expect(res.statusCode).toBe(401);
  });
});
