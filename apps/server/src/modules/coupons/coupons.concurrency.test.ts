/**
 * Coupon uses taken inside orders' transactions (issue 7): with a single-use coupon and 100
 * orders at once exactly one gets it; a customer's single use cannot be taken twice by parallel
 * orders; an order cannot hold two coupons; a cancelled or expired order gives its use back.
 * Real concurrent transactions on the test database (PostgreSQL with DATABASE_URL: 20
 * connections; PGlite runs them one after another, which must give the same answers).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponRedemptions, coupons } from '../../db/schema/coupons';
import { orders } from '../../db/schema/orders';
import { AppError } from '../../lib/app-error';
import { signUpCustomer, type SignedIn } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';
import { checkCoupon, redeemCoupon, releaseCoupon } from './coupons.service';

let t: TestApp;
let buyers: SignedIn[];
const now = new Date();
const SUBTOTAL = 200_000; // ₹2,000 before GST

beforeAll(async () => {
  t = await createTestApp();
  buyers = await Promise.all(
    ['Asha', 'Ravi', 'Meera', 'Kiran', 'Divya'].map((name) => signUpCustomer(t.app, `${name} Rao`)),
  );
});
afterAll(() => t.close());

/** An unpaid order row for `userId` (the coupon module only needs it to exist). */
async function makeOrder(userId: string): Promise<string> {
  const zero = {
    mrpTotalPaise: SUBTOTAL,
    discountPaise: 0,
    taxablePaise: SUBTOTAL,
    gstPaise: 0,
    cgstPaise: 0,
    sgstPaise: 0,
    igstPaise: 0,
    shippingPaise: 0,
    totalPaise: SUBTOTAL,
  };
  const [row] = await t.db
    .insert(orders)
    .values({
      userId,
      name: 'Buyer',
      email: 'buyer@example.in',
      phone: '9876543210',
      shippingAddress: '1 MG Road',
      pincode: '560001',
      city: 'Bengaluru',
      ...zero,
    })
    .returning();
  return row!.id;
}

async function makeCoupon(code: string, values: Partial<typeof coupons.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(coupons)
    .values({ code, percentage: 10, expiresAt: new Date(now.getTime() + 86_400_000), ...values })
    .returning();
  return row!;
}

/** Redeems in a transaction of its own, as the order's transaction would. */
function redeemInOrder(code: string, customerId: string, orderId: string, subtotalPaise = SUBTOTAL) {
  return t.db.transaction((tx) => redeemCoupon(tx, { code, customerId, orderId, subtotalPaise, now }));
}

const usedCount = async (id: string) => (await t.db.select().from(coupons).where(eq(coupons.id, id)))[0]!.usedCount;
const liveUses = async (id: string) =>
  (await t.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, id))).filter(
    (r) => r.releasedAt === null,
  );
const messageOf = (r: PromiseSettledResult<unknown>) =>
  r.status === 'rejected' && r.reason instanceof AppError ? r.reason.message : String(r.status);

describe('coupon uses under concurrent orders', () => {
  it('gives a single-use coupon to exactly one of 100 orders at once', async () => {
    const coupon = await makeCoupon('ONLYONE', { usageLimit: 1, perCustomerLimit: null });
    const orderIds = await Promise.all(Array.from({ length: 100 }, (_, i) => makeOrder(buyers[i % buyers.length]!.id)));

    const results = await Promise.allSettled(
      orderIds.map((orderId, i) => redeemInOrder(' onlyone', buyers[i % buyers.length]!.id, orderId)),
    );

    const won = results.filter((r) => r.status === 'fulfilled');
    expect(won).toHaveLength(1);
    expect(won[0]).toMatchObject({ value: { code: 'ONLYONE', percentage: 10, discountPaise: 20_000 } });
    expect(results.filter((r) => messageOf(r) === 'This coupon has been used up')).toHaveLength(99);
    expect(await usedCount(coupon.id)).toBe(1);
    expect(await liveUses(coupon.id)).toHaveLength(1);
  });

  it('lets one customer take a once-per-customer coupon only once, however many orders race', async () => {
    const coupon = await makeCoupon('ONCEEACH', { perCustomerLimit: 1 });
    const [me, other] = [buyers[0]!, buyers[1]!];
    const orderIds = await Promise.all(Array.from({ length: 20 }, () => makeOrder(me.id)));
    const results = await Promise.allSettled(orderIds.map((orderId) => redeemInOrder('ONCEEACH', me.id, orderId)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => messageOf(r) === 'You have already used this coupon')).toHaveLength(19);
    // Another customer still has their own use.
    await expect(redeemInOrder('ONCEEACH', other.id, await makeOrder(other.id))).resolves.toMatchObject({
      code: 'ONCEEACH',
    });
    expect(await usedCount(coupon.id)).toBe(2);
  });

  it('refuses a second coupon, or the same one again, on one order', async () => {
    await makeCoupon('FIRSTONE', { perCustomerLimit: null });
    await makeCoupon('SECONDONE', { perCustomerLimit: null });
    const orderId = await makeOrder(buyers[2]!.id);
    await redeemInOrder('FIRSTONE', buyers[2]!.id, orderId);
    const again = await Promise.allSettled([
      redeemInOrder('FIRSTONE', buyers[2]!.id, orderId),
      redeemInOrder('SECONDONE', buyers[2]!.id, orderId),
    ]);
    expect(again.map(messageOf)).toEqual([
      'A coupon is already applied to this order',
      'A coupon is already applied to this order',
    ]);
    expect((await t.db.select().from(couponRedemptions).where(eq(couponRedemptions.orderId, orderId))).length).toBe(1);
  });

  it.each<[string, string, Partial<typeof coupons.$inferInsert>, string]>([
    ['an unknown code', 'NOSUCHCODE', {}, 'Invalid or expired coupon'],
    ["another customer's coupon", 'NOTYOURS', { customerId: 'OTHER' }, 'Invalid or expired coupon'],
    ['an expired coupon', 'TOOLATE', { expiresAt: new Date(now.getTime() - 1) }, 'This coupon has expired'],
    ['a deactivated coupon', 'SWITCHEDOFF', { active: false }, 'Invalid or expired coupon'],
    ['an exhausted coupon', 'ALLGONE', { usageLimit: 3, usedCount: 3 }, 'This coupon has been used up'],
    [
      'an order below the minimum',
      'BIGORDERS',
      { minOrderValuePaise: SUBTOTAL + 1 },
      'This coupon needs an order of at least ₹2,000.01',
    ],
  ])('refuses %s and keeps nothing', async (_name, code, values, message) => {
    if (code !== 'NOSUCHCODE')
      await makeCoupon(code, { ...values, customerId: values.customerId ? buyers[4]!.id : null });
    const orderId = await makeOrder(buyers[3]!.id);
    const [result] = await Promise.allSettled([redeemInOrder(code, buyers[3]!.id, orderId)]);
    expect(messageOf(result!)).toBe(message);
    expect(await t.db.select().from(couponRedemptions).where(eq(couponRedemptions.orderId, orderId))).toHaveLength(0);
  });

  it('caps the discount at the maximum and gives a cancelled order’s use back once', async () => {
    const coupon = await makeCoupon('CAPPED', { percentage: 50, maxDiscountPaise: 25_000, usageLimit: 1 });
    const [first, second] = [await makeOrder(buyers[0]!.id), await makeOrder(buyers[1]!.id)];
    expect(await redeemInOrder('CAPPED', buyers[0]!.id, first)).toMatchObject({ discountPaise: 25_000 });
    await expect(redeemInOrder('CAPPED', buyers[1]!.id, second)).rejects.toThrow('This coupon has been used up');

    expect(await t.db.transaction((tx) => releaseCoupon(tx, first, now))).toEqual({ couponId: coupon.id });
    expect(await t.db.transaction((tx) => releaseCoupon(tx, first, now))).toBeNull();
    expect(await usedCount(coupon.id)).toBe(0);

    await expect(redeemInOrder('CAPPED', buyers[1]!.id, second)).resolves.toMatchObject({ code: 'CAPPED' });
    expect(await usedCount(coupon.id)).toBe(1);
    expect(await releaseCoupon(t.db, await makeOrder(buyers[0]!.id))).toBeNull();
  });
});

describe('checkCoupon (the quote step: no use taken)', () => {
  it('gives the terms and the capped discount, or a refusal with its status, and takes nothing', async () => {
    const coupon = await makeCoupon('QUOTE20', {
      percentage: 20,
      maxDiscountPaise: 30_000,
      minOrderValuePaise: 50_000,
      perCustomerLimit: 1,
    });
    expect(await checkCoupon(t.db, 'quote20', buyers[0]!.id, SUBTOTAL, now)).toEqual({
      ok: true,
      coupon: { code: 'QUOTE20', percentage: 20, minOrderValuePaise: 50_000, maxDiscountPaise: 30_000 },
      discountPaise: 30_000,
    });
    expect(await checkCoupon(t.db, 'QUOTE20', buyers[0]!.id, 49_999, now)).toMatchObject({
      ok: false,
      reason: 'BELOW_MINIMUM',
      status: 422,
    });
    expect(await checkCoupon(t.db, 'QUOTE20', null, SUBTOTAL, now)).toMatchObject({
      ok: false,
      reason: 'SIGN_IN',
      status: 422,
    });
    expect(await checkCoupon(t.db, 'NOPE', buyers[0]!.id, SUBTOTAL, now)).toMatchObject({
      ok: false,
      message: 'Invalid or expired coupon',
      status: 404,
    });
    expect(await usedCount(coupon.id)).toBe(0);
  });
});
