/**
 * Retrying a failed payment of an order that used a coupon (issues 8 and 26): a failed payment
 * leaves the order Pending with its units and its coupon use held until the hold ends, so Retry
 * Payment pays the same order at the same discount, whatever happened to the coupon meanwhile;
 * the use goes back only when the order is cancelled (its hold ran out, or a cancel).
 */
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { couponRedemptions, coupons } from '../../db/schema/coupons';
import { makeCategory, makeProduct, makeServiceArea, stockOf } from '../../test/factories';
import { choose, moneyOf, startPayment } from '../../test/payments';
import { signUpCustomer, type SignedIn } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expireHold } from './holds.service';

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

const orderOf = async (id: string, cookie = shopper.cookie) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/order/${id}`, headers: { cookie } })).json().data.order;
const couponRow = async (id: string) => (await t.db.select().from(coupons).where(eq(coupons.id, id)))[0]!;
const liveUses = (orderId: string) =>
  t.db
    .select()
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.orderId, orderId), isNull(couponRedemptions.releasedAt)));

async function makeCoupon(values: Partial<typeof coupons.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(coupons)
    .values({ code: `RETRY${++codes}`, percentage: 10, expiresAt: new Date(Date.now() + 86_400_000), ...values })
    .returning();
  return row!;
}

/** An order for 2 units of a fresh product (10 in stock) with `code`, whose first payment failed. */
async function withCoupon(code: string, who: SignedIn = shopper) {
  const product = await makeProduct(t.db, { categoryId, pricePaise: 50_000, mrpPaise: 60_000, stock: 10 });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/order/new',
    headers: { cookie: who.cookie },
    payload: {
      order: {
        products: [{ product_id: product.id, quantity: 2 }],
        shippingAddress: '12 MG Road',
        name: 'Asha Rao',
        email: 'asha@example.in',
        phone: '9876543210',
        pincode: '560038',
        city: 'Bengaluru',
        state: 'Karnataka',
        couponCode: code,
      },
    },
  });
  expect(res.statusCode).toBe(201);
  const orderId = res.json().data.order._id as string;
  const first = await startPayment(t.app, who.cookie, orderId);
  await choose(t.app, first.redirectUrl, 'FAILED');
  expect(await orderOf(orderId, who.cookie)).toMatchObject({ payment_status: 'Failed', status: 'Pending' });
  return { product, orderId };
}

describe('Retry Payment on an order that used a coupon', () => {
  it('keeps the coupon use through a failed payment, and the retry pays at the same discount', async () => {
    const coupon = await makeCoupon({ usageLimit: 5 });
    const { product, orderId } = await withCoupon(coupon.code);
    const discount = (await orderOf(orderId)).couponDiscount;
    expect(discount).toBeGreaterThan(0);
    expect((await couponRow(coupon.id)).usedCount).toBe(1);
    expect(await liveUses(orderId)).toHaveLength(1);

    const retry = await startPayment(t.app, shopper.cookie, orderId);
    expect(retry.statusCode).toBe(200);
    await choose(t.app, retry.redirectUrl, 'SUCCESS');
    expect(await orderOf(orderId)).toMatchObject({
      payment_status: 'Paid',
      status: 'Confirmed',
      couponDiscount: discount,
    });
    expect(await stockOf(t.db, product.id)).toBe(8);
    expect((await couponRow(coupon.id)).usedCount).toBe(1);
    const uses = await liveUses(orderId);
    expect(uses).toHaveLength(1);
    expect(uses[0]!.discountPaise).toBe(discount * 100);
  });

  it('a second failure changes nothing either: one use, held by the order', async () => {
    const coupon = await makeCoupon({ usageLimit: 1 });
    const { orderId } = await withCoupon(coupon.code);
    const retry = await startPayment(t.app, shopper.cookie, orderId);
    await choose(t.app, retry.redirectUrl, 'FAILED');
    expect((await couponRow(coupon.id)).usedCount).toBe(1);
    expect((await startPayment(t.app, shopper.cookie, orderId)).statusCode).toBe(200);
    expect(await liveUses(orderId)).toHaveLength(1);
  });

  it('a single-use coupon held by a failed order is not sold twice; the use comes back when the hold runs out', async () => {
    const coupon = await makeCoupon({ usageLimit: 1, perCustomerLimit: null });
    const { product, orderId } = await withCoupon(coupon.code);
    const other = await signUpCustomer(t.app, 'Ravi Kumar');
    const otherProduct = await makeProduct(t.db, { categoryId, pricePaise: 50_000, mrpPaise: 60_000, stock: 10 });
    const order = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/order/new',
        headers: { cookie: other.cookie },
        payload: {
          order: {
            products: [{ product_id: otherProduct.id, quantity: 1 }],
            shippingAddress: '4 Park Street',
            name: 'Ravi Kumar',
            email: 'ravi@example.in',
            phone: '9876500000',
            pincode: '560038',
            city: 'Bengaluru',
            state: 'Karnataka',
            couponCode: coupon.code,
          },
        },
      });
    const refused = await order();
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(/used up/);

    expect(await expireHold(t.db, t.app.payments, orderId, new Date(Date.now() + 31 * 60_000), 30)).toBe('expired');
    expect(await orderOf(orderId)).toMatchObject({ payment_status: 'Expired', status: 'Cancelled' });
    expect(await stockOf(t.db, product.id)).toBe(10);
    expect((await couponRow(coupon.id)).usedCount).toBe(0);
    expect((await order()).statusCode).toBe(201);
    expect((await moneyOf(t.db, orderId)).attempts.map((a) => a.status)).toEqual(['FAILED']);
  });

  it('pays a held order at its discount although the coupon expired or was switched off since', async () => {
    for (const change of [{ expiresAt: new Date(Date.now() - 60_000) }, { active: false }]) {
      const coupon = await makeCoupon();
      const { orderId } = await withCoupon(coupon.code);
      const discount = (await orderOf(orderId)).couponDiscount;
      await t.db.update(coupons).set(change).where(eq(coupons.id, coupon.id));
      const retry = await startPayment(t.app, shopper.cookie, orderId);
      expect(retry.statusCode).toBe(200);
      await choose(t.app, retry.redirectUrl, 'SUCCESS');
      expect(await orderOf(orderId)).toMatchObject({ status: 'Confirmed', couponDiscount: discount });
    }
  });
});
