/**
 * A paid order takes its lines out of the customer's saved cart on the server (issue 27 item 1 "a
 * paid cart comes back"): whatever tab or device the shopper is on, GET /cart no longer holds what
 * was bought, and a browser's stale copy saved with its base cannot bring it back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons } from '../../db/schema/coupons';
import { makeCategory, makeProduct, makeServiceArea } from '../../test/factories';
import { deliveryAddress } from '../../test/orders';
import { choose, payOrder, startPayment } from '../../test/payments';
import { cartLine, putCart, savedCartOf } from '../../test/saved-cart';
import { signUpCustomer, type SignedIn } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let pi5: { id: string };
let led: { id: string };

const put = (who: SignedIn, payload: object) => putCart(t.app, who, payload);
const saved = (who: SignedIn) => savedCartOf(t.app, who);
const line = cartLine;

/** Places an order of `lines` with the coupon, returns its id. */
async function order(
  who: SignedIn,
  lines: { product_id: string; quantity: number }[],
  couponCode?: string,
): Promise<string> {
  const payload = { order: { ...deliveryAddress, products: lines, ...(couponCode ? { couponCode } : {}) } };
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/order/new',
    headers: { cookie: who.cookie },
    payload,
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json().data.order._id;
}

beforeAll(async () => {
  t = await createTestApp();
  await makeServiceArea(t.db, '560038');
  const categoryId = (await makeCategory(t.db)).id;
  pi5 = await makeProduct(t.db, {
    categoryId,
    productName: 'Raspberry Pi 5 (4GB)',
    pricePaise: 540_000,
    mrpPaise: 700_000,
    stock: 50,
  });
  led = await makeProduct(t.db, {
    categoryId,
    productName: '5 mm Red LED',
    pricePaise: 200,
    mrpPaise: 500,
    stock: 500,
  });
  await t.db
    .insert(coupons)
    .values({ code: 'PAID10', percentage: 10, expiresAt: new Date(Date.now() + 86_400_000), perCustomerLimit: 1 });
});
afterAll(() => t.close());

describe('a paid order and the saved cart', () => {
  it('takes the bought units and the order’s coupon out of the saved cart, and keeps what was not bought', async () => {
    const me = await signUpCustomer(t.app, 'Rohan Verma');
    await put(me, { lines: [line(pi5, 2), line(led, 5)], couponCode: 'PAID10' });
    const orderId = await order(me, [line(pi5, 2), line(led, 3)], 'PAID10');
    await payOrder(t.app, me.cookie, orderId);
    expect(await saved(me)).toEqual({ lines: [`${led.id}×2`], couponCode: null });
  });

  it('empties a saved cart whose every line was bought', async () => {
    const me = await signUpCustomer(t.app);
    await put(me, { lines: [line(pi5, 1)], couponCode: null });
    await payOrder(t.app, me.cookie, await order(me, [line(pi5, 1)]));
    expect(await saved(me)).toEqual({ lines: [], couponCode: null });
  });

  it('leaves the saved cart as it was after a failed payment, and a second browser’s sign-in keeps its units and coupon (issue 27 item 2)', async () => {
    const me = await signUpCustomer(t.app);
    await put(me, { lines: [line(pi5, 2)], couponCode: 'PAID10' });
    const started = await startPayment(t.app, me.cookie, await order(me, [line(pi5, 2)], 'PAID10'));
    await choose(t.app, started.redirectUrl, 'FAILED');
    expect(await saved(me)).toEqual({ lines: [`${pi5.id}×2`], couponCode: 'PAID10' });
    // The unpaid order holds the coupon's one use per customer: still a valid coupon, so the merge keeps it.
    await put(me, { lines: [line(led, 1)], couponCode: null, base: null });
    expect(await saved(me)).toEqual({ lines: [`${pi5.id}×2`, `${led.id}×1`], couponCode: 'PAID10' });
  });

  it('does not let a browser still holding the paid cart bring it back when it saves with its base', async () => {
    const me = await signUpCustomer(t.app);
    const browserCopy = { lines: [line(pi5, 2)], couponCode: 'PAID10' };
    await put(me, { ...browserCopy, base: null });
    await payOrder(t.app, me.cookie, await order(me, [line(pi5, 2)], 'PAID10'));
    const res = await put(me, { ...browserCopy, base: browserCopy });
    expect(res.json().data).toMatchObject({ lines: [], couponCode: null });
    expect(await saved(me)).toEqual({ lines: [], couponCode: null });
  });
});
