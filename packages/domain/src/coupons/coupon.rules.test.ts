import { describe, expect, it } from 'vitest';
import { createCouponBody, validateCouponBody } from './coupon.schemas';
import {
  checkCouponTerms,
  COUPON_ALREADY_USED,
  COUPON_CODE_REQUIRED,
  COUPON_EXHAUSTED,
  COUPON_EXPIRED,
  COUPON_INVALID,
  COUPON_SIGN_IN_NEEDED,
  couponDiscountPaise,
  couponStatus,
  normalizeCouponCode,
  type CouponTerms,
} from './coupon.rules';
import { parseIndiaExpiry, toIndiaLocalInput } from './india-time.rules';
import type { CouponUse } from './coupon.rules';

const at = (iso: string) => new Date(iso);

describe('parseIndiaExpiry', () => {
  it.each([
    ['2026-03-31', '2026-03-31T18:29:59.999Z'],
    ['2026-03-31T10:00', '2026-03-31T04:30:00.000Z'],
    ['2026-03-31T00:00:30', '2026-03-30T18:30:30.000Z'],
    ['2026-03-31T10:00:00Z', '2026-03-31T10:00:00.000Z'],
    ['2026-03-31T10:00:00+05:30', '2026-03-31T04:30:00.000Z'],
    [' 2026-12-31 ', '2026-12-31T18:29:59.999Z'],
  ])('reads %s as %s', (input, instant) => {
    expect(parseIndiaExpiry(input)?.toISOString()).toBe(instant);
  });

  it.each(['', '2026-02-30', '2026-13-01', '31/03/2026', '2026-03-31T24:00', 'tomorrow', '2026-03-31T10:00+0530'])(
    'refuses %j',
    (input) => {
      expect(parseIndiaExpiry(input)).toBeUndefined();
    },
  );

  it('writes an instant back as India wall-clock time', () => {
    expect(toIndiaLocalInput(at('2026-03-31T18:29:00Z'))).toBe('2026-03-31T23:59');
  });
});

const coupon = (over: Partial<CouponTerms> = {}): CouponTerms => ({
  code: 'DIWALI10',
  percentage: 10,
  expiresAt: parseIndiaExpiry('2026-03-31')!,
  active: true,
  minOrderValuePaise: null,
  maxDiscountPaise: null,
  usageLimit: null,
  usedCount: 0,
  perCustomerLimit: null,
  customerId: null,
  ...over,
});
const use: CouponUse = { now: at('2026-03-01T00:00:00Z'), customerId: 'c1', customerUses: 0, subtotalPaise: 100_000 };

describe('coupon expiry at the India-time day boundary', () => {
  it.each([
    ['2026-03-31T18:29:59.999Z', true, '23:59:59.999 IST on the expiry day'],
    ['2026-03-31T18:30:00.000Z', false, '00:00 IST the next day'],
    ['2026-03-31T12:00:00.000Z', true, '17:30 IST on the expiry day (already the evening in UTC terms)'],
  ])('at %s the coupon is usable: %s (%s)', (now, usable) => {
    const check = checkCouponTerms(coupon(), { ...use, now: at(now) });
    expect(check.ok).toBe(usable);
    if (!check.ok) expect(check.message).toBe(COUPON_EXPIRED);
  });

  it('labels a coupon Active, Expired or Inactive for staff', () => {
    expect(couponStatus(coupon(), at('2026-03-31T18:00:00Z'))).toBe('Active');
    expect(couponStatus(coupon(), at('2026-03-31T18:30:00Z'))).toBe('Expired');
    expect(couponStatus(coupon({ active: false }), at('2026-03-01T00:00:00Z'))).toBe('Inactive');
  });
});

describe('couponDiscountPaise', () => {
  it.each([
    // subtotal, %, cap, discount
    [100_000, 10, null, 10_000],
    [99_999, 10, null, 10_000], // 9,999.9 paise rounds half up once
    [99_994, 10, null, 9_999],
    [12_345, 15, null, 1_852], // 1,851.75 → 1,852
    [500_000, 20, 50_000, 50_000], // capped at ₹500
    [100_000, 20, 50_000, 20_000], // under the cap
    [100_000, 100, null, 100_000],
    [0, 50, null, 0],
  ])('%i paise at %i%% (cap %s) takes %i paise off', (subtotal, pct, cap, discount) => {
    expect(couponDiscountPaise(subtotal, pct, cap)).toBe(discount);
  });
});

describe('checkCouponTerms', () => {
  it.each<[string, Partial<CouponTerms>, Partial<CouponUse>, string | null]>([
    ['a usable coupon', {}, {}, null],
    ['an inactive coupon', { active: false }, {}, COUPON_INVALID],
    ["another customer's coupon", { customerId: 'c2', perCustomerLimit: 1 }, {}, COUPON_INVALID],
    ['the customer’s own coupon', { customerId: 'c1', perCustomerLimit: 1 }, {}, null],
    [
      'a one-customer coupon asked by a guest',
      { customerId: 'c1' },
      { customerId: null, subtotalPaise: null },
      COUPON_SIGN_IN_NEEDED,
    ],
    ['a used-up coupon', { usageLimit: 5, usedCount: 5 }, {}, COUPON_EXHAUSTED],
    ['a coupon with one use left', { usageLimit: 5, usedCount: 4 }, {}, null],
    ['a single-use coupon this customer used', { perCustomerLimit: 1 }, { customerUses: 1 }, COUPON_ALREADY_USED],
    ['a twice-per-customer coupon used once', { perCustomerLimit: 2 }, { customerUses: 1 }, null],
    [
      'a per-customer coupon validated by a guest (no order yet)',
      { perCustomerLimit: 1 },
      { customerId: null, subtotalPaise: null },
      null,
    ],
    ['a per-customer coupon priced for a guest', { perCustomerLimit: 1 }, { customerId: null }, COUPON_SIGN_IN_NEEDED],
    [
      'a subtotal under the minimum',
      { minOrderValuePaise: 100_001 },
      {},
      'This coupon needs an order of at least ₹1,000.01',
    ],
    ['a subtotal at the minimum', { minOrderValuePaise: 100_000 }, {}, null],
    [
      'an expired coupon that is also used up',
      { usageLimit: 1, usedCount: 1, expiresAt: at('2026-02-01T00:00:00Z') },
      {},
      COUPON_EXPIRED,
    ],
  ])('%s', (_name, over, useOver, refusal) => {
    const check = checkCouponTerms(coupon(over), { ...use, ...useOver });
    if (refusal === null) expect(check.ok).toBe(true);
    else expect(check).toMatchObject({ ok: false, message: refusal });
  });

  it('gives the capped discount when the subtotal is known, none before', () => {
    expect(checkCouponTerms(coupon({ maxDiscountPaise: 5_000 }), use)).toEqual({ ok: true, discountPaise: 5_000 });
    expect(checkCouponTerms(coupon(), { ...use, subtotalPaise: null })).toEqual({ ok: true, discountPaise: null });
  });
});

describe('coupon codes', () => {
  it('are trimmed and upper-cased', () => {
    expect(normalizeCouponCode('  diwali10 ')).toBe('DIWALI10');
    expect(validateCouponBody.parse({ code: ' save-20 ' })).toEqual({ code: 'SAVE-20' });
  });

  it.each(['', '   '])('an empty code %j gives the spec message', (code) => {
    const result = validateCouponBody.safeParse({ code });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(COUPON_CODE_REQUIRED);
  });

  it.each(['AB', 'A'.repeat(21), 'TEN%OFF', 'ÜBER10', 'a b c'])('refuses the code %j', (code) => {
    expect(validateCouponBody.safeParse({ code }).success).toBe(false);
  });
});

describe('createCouponBody', () => {
  const base = { code: 'new10', discountPercentage: 10, expiryDate: '2026-03-31' };
  it('reads the spec fields and the shop’s limits', () => {
    const body = createCouponBody.parse({
      ...base,
      minOrderValue: 499.5,
      maxDiscount: 250,
      usageLimit: 100,
      perCustomerLimit: 1,
      customerEmail: 'Asha@Example.in',
    });
    expect(body).toMatchObject({ code: 'NEW10', minOrderValue: 499.5, customerEmail: 'asha@example.in' });
    expect(body.expiryDate.toISOString()).toBe('2026-03-31T18:29:59.999Z');
  });

  it.each([
    [{ discountPercentage: 0 }],
    [{ discountPercentage: 101 }],
    [{ discountPercentage: 12.5 }],
    [{ expiryDate: '2026-02-30' }],
    [{ minOrderValue: -1 }],
    [{ maxDiscount: 10.001 }],
    [{ usageLimit: 0 }],
    [{ perCustomerLimit: 1.5 }],
    [{ extra: true }],
  ])('refuses %j', (over) => {
    expect(createCouponBody.safeParse({ ...base, ...over }).success).toBe(false);
  });

  it("says 'Please fill all fields!' when one of the three is missing", () => {
    const result = createCouponBody.safeParse({ code: 'NEW10', discountPercentage: 10 });
    expect(result.error?.issues[0]?.message).toBe('Please fill all fields!');
  });
});
