/**
 * Retrying a failed payment of an order that used a coupon (issue 8): the cancel gave the use
 * back, so Retry Payment takes it again in the reopening transaction, at the order's own
 * discount; a coupon that is now expired, switched off or used up refuses the retry, changing nothing.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { couponRedemptions, coupons } from '../../db/schema/coupons';
import { makeCategory, makeProduct, makeServiceArea, stockOf } from '../../test/factories';
import { choose, moneyOf, startPayment } from '../../test/payments';
import { signUpCustomer, type SignedIn } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let shopper: SignedIn;
let categoryId: string;
let codes = 0;

beforeAll(async () => {
  t = await createTestApp();
  await makeServiceArea(t.db, '560038');
  categoryId = (await makeCategory(t.db)).id;
});
beforeEach(async () => {
  shopper = await signUpCustomer(t.app);
});
afterAll(() => t.close());

const orderOf = async (id: string, cookie = shopper.cookie) => (await t.app.inject({ method: 'GET', url: `/api/v1/order/${id}`, headers: { cookie } })).json().data.order;
const couponRow = async (id: string) => (await t.db.select().from(coupons).where(eq(coupons.id, id)))[0]!;
const liveUses = (orderId: string) => t.db.select().from(couponRedemptions).where(and(eq(couponRedemptions.orderId, orderId), isNull(couponRedemptions.releasedAt)));

async function makeCoupon(values: Partial<typeof coupons.$inferInsert> = {}) {
  const [row] = await t.db.insert(coupons).values({ code: `RETRY${++codes}`, percentage: 10, expiresAt: new Date(Date.now() + 86_400_000), ...values }).returning();
  return row!;
}

/** An order for 2 units of a fresh product (10 in stock) with `code`, whose first payment failed. */
async function withCoupon(code: string, who: SignedIn = shopper) {
  const product = await makeProduct(t.db, { categoryId, pricePaise: 50_000, mrpPaise: 60_000, stock: 10 });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/order/new',
    headers: { cookie: who.cookie },
    payload: { order: { products: [{ product_id: product.id, quantity: 2 }], shippingAddress: '12 MG Road', name: 'Asha Rao', email: 'asha@example.in', phone: '9876543210', pincode: '560038', city: 'Bengaluru', state: 'Karnataka', couponCode: code } },
  });
  expect(res.statusCode).toBe(201);
  const orderId = res.json().data.order._id as string;
  const first = await startPayment(t.app, who.cookie, orderId);
  await choose(t.app, first.redirectUrl, 'FAILED');
  expect(await orderOf(orderId, who.cookie)).toMatchObject({ payment_status: 'Failed', status: 'Cancelled' });
  return { product, orderId };
}

describe('Retry Payment on an order that used a coupon', () => {
  it('takes the coupon use again with the order, keeps its discount, and the new attempt pays it', async () => {
    const coupon = await makeCoupon({ usageLimit: 5 });
    const { product, orderId } = await withCoupon(coupon.code);
    const discount = (await orderOf(orderId)).couponDiscount;
    expect(discount).toBeGreaterThan(0);
    expect((await couponRow(coupon.id)).usedCount).toBe(0);
    expect(await liveUses(orderId)).toHaveLength(0);

    const retry = await startPayment(t.app, shopper.cookie, orderId);
    expect(retry.statusCode).toBe(200);
    expect(await orderOf(orderId)).toMatchObject({ payment_status: 'Pending', status: 'Pending', couponDiscount: discount });
    expect((await couponRow(coupon.id)).usedCount).toBe(1);
    const uses = await liveUses(orderId);
    expect(uses).toHaveLength(1);
    expect(uses[0]!.discountPaise).toBe(discount * 100);

    await choose(t.app, retry.redirectUrl, 'SUCCESS');
    expect(await orderOf(orderId)).toMatchObject({ payment_status: 'Paid', status: 'Confirmed' });
    expect(await stockOf(t.db, product.id)).toBe(8);
    expect((await couponRow(coupon.id)).usedCount).toBe(1);
  });

  it('a second failure gives the use back again, and a second retry takes it again', async () => {
    const coupon = await makeCoupon({ usageLimit: 1 });
    const { orderId } = await withCoupon(coupon.code);
    const retry = await startPayment(t.app, shopper.cookie, orderId);
    await choose(t.app, retry.redirectUrl, 'FAILED');
    expect((await couponRow(coupon.id)).usedCount).toBe(0);
    expect((await startPayment(t.app, shopper.cookie, orderId)).statusCode).toBe(200);
    expect((await couponRow(coupon.id)).usedCount).toBe(1);
    expect(await liveUses(orderId)).toHaveLength(1);
  });

  it('refuses with a clear message when another order used the coupon up meanwhile, changing nothing', async () => {
    const coupon = await makeCoupon({ usageLimit: 1, perCustomerLimit: null });
    const { product, orderId } = await withCoupon(coupon.code);
    const other = await signUpCustomer(t.app, 'Ravi Kumar');
    const otherProduct = await makeProduct(t.db, { categoryId, pricePaise: 50_000, mrpPaise: 60_000, stock: 10 });
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/v1/order/new',
      headers: { cookie: other.cookie },
      payload: { order: { products: [{ product_id: otherProduct.id, quantity: 1 }], shippingAddress: '4 Park Street', name: 'Ravi Kumar', email: 'ravi@example.in', phone: '9876500000', pincode: '560038', city: 'Bengaluru', state: 'Karnataka', couponCode: coupon.code } },
    });
    expect(taken.statusCode).toBe(201);

    const retry = await t.app.inject({ method: 'POST', url: '/api/v1/payment/create-phonepe-payment', headers: { cookie: shopper.cookie }, payload: { orderId } });
    expect(retry.statusCode).toBe(409);
    expect(retry.json().message).toBe(`The coupon ${coupon.code} on this order can no longer be used (This coupon has been used up). Please place the order again from your cart.`);
    expect(await orderOf(orderId)).toMatchObject({ payment_status: 'Failed', status: 'Cancelled' });
    expect(await stockOf(t.db, product.id)).toBe(10);
    expect((await couponRow(coupon.id)).usedCount).toBe(1);
    expect(await liveUses(orderId)).toHaveLength(0);
    expect((await moneyOf(t.db, orderId)).attempts.map((a) => a.status)).toEqual(['FAILED']);
  });

  it('refuses a coupon that expired or was switched off since the order was placed', async () => {
    for (const change of [{ expiresAt: new Date(Date.now() - 60_000) }, { active: false }]) {
      const coupon = await makeCoupon();
      const { orderId } = await withCoupon(coupon.code);
      await t.db.update(coupons).set(change).where(eq(coupons.id, coupon.id));
      const retry = await t.app.inject({ method: 'POST', url: '/api/v1/payment/create-phonepe-payment', headers: { cookie: shopper.cookie }, payload: { orderId } });
      expect(retry.statusCode).toBe(409);
      expect(retry.json().message).toContain('can no longer be used');
      expect(await orderOf(orderId)).toMatchObject({ status: 'Cancelled' });
      expect((await couponRow(coupon.id)).usedCount).toBe(0);
    }
  });
});
