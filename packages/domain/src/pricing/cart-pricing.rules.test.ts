import { describe, expect, it } from 'vitest';
import {
  couponDiscountOn,
  placeOfSupply,
  priceCart,
  savingVsMrpOf,
  shippingCharge,
  shortOfFreeShipping,
  spreadOver,
  type CartLineInput,
} from './cart-pricing.rules';
import { quantityTiers, tierForQuantity } from './quantity-tiers.rules';

const free499 = { freeAbovePaise: 49_900, courierRatePaise: 6_500 };

describe('couponDiscountOn', () => {
  it.each([
    [100_000, { code: 'A', percentage: 10 }, 10_000],
    [99_999, { code: 'A', percentage: 10 }, 10_000], // 9,999.9 paise rounds once to 10,000
    [12_345, { code: 'A', percentage: 12.5 }, 1543], // 1,543.125
    [100_000, { code: 'A', percentage: 10, maxDiscountPaise: 5_000 }, 5_000],
    [100_000, { code: 'A', percentage: 10, minOrderValuePaise: 100_001 }, 0],
    [100_000, { code: 'A', percentage: 10, minOrderValuePaise: 100_000 }, 10_000],
    [500, { code: 'A', percentage: 100 }, 500],
  ])('on %i paise, %o takes %i paise', (subtotal, coupon, discount) => {
    expect(couponDiscountOn(subtotal, coupon)).toBe(discount);
  });
});

describe('spreadOver', () => {
  it.each([
    [[100, 100, 100], 100, [34, 33, 33]],
    [[300, 100], 100, [75, 25]],
    [[1, 1, 1], 2, [1, 1, 0]],
    [[0, 500], 50, [0, 50]],
    [[], 0, []],
  ])('spreads over %o: %i → %o, exactly', (values, amount, shares) => {
    expect(spreadOver(values, amount)).toEqual(shares);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(amount);
  });
});

describe('shippingCharge', () => {
  it.each([
    [49_899, 6_500],
    [49_900, 0],
    [1_00_000, 0],
  ])('a cart worth %i paise before GST pays %i paise', (taxable, fee) => {
    expect(shippingCharge(taxable, free499)).toBe(fee);
  });
  it('is unknown below the threshold until the courier has a rate', () => {
    expect(shippingCharge(100, { freeAbovePaise: 49_900, courierRatePaise: null })).toBeNull();
  });
  it('is free on every order when the threshold is 0', () => {
    expect(shippingCharge(100, { freeAbovePaise: 0, courierRatePaise: 6_500 })).toBe(0);
  });
});

describe('shortOfFreeShipping', () => {
  it.each([
    [6_400, 1, 43_500],
    [49_899, 1, 1],
    [49_900, 1, null],
    [1_00_000, 1, null],
    [0, 0, null],
  ])('a cart worth %i paise before GST (%i lines) is %s paise short of free delivery', (taxable, lines, short) => {
    expect(shortOfFreeShipping(taxable, free499, lines)).toBe(short);
  });
  it('is never short when every order ships free', () => {
    expect(shortOfFreeShipping(100, { freeAbovePaise: 0 }, 1)).toBeNull();
  });
});

describe('placeOfSupply', () => {
  it.each([
    ['Uttar Pradesh', 'Uttar Pradesh', 'intra'],
    ['  uttar   PRADESH', 'Uttar Pradesh', 'intra'],
    ['Karnataka', 'Uttar Pradesh', 'inter'],
    ['', 'Uttar Pradesh', null],
    [null, 'Uttar Pradesh', null],
  ] as const)('%s against a seller in %s is %s', (delivery, seller, supply) => {
    expect(placeOfSupply(delivery, seller)).toBe(supply);
  });
});

describe('priceCart', () => {
  // Raspberry Pi 5 8GB: ₹7,202.54 before GST (₹8,499.00 with it), MRP ₹9,499.
  const pi: CartLineInput = {
    unitPricePaise: 720_254,
    unitMrpPaise: 949_900,
    quantity: 1,
    gstRateBp: 1800,
    tier: null,
  };
  // A ₹42.37 sensor (₹50.00 with GST), 25 units at the default 20–49 tier (15% off).
  const sensorTiers = quantityTiers(4_237);
  const sensor: CartLineInput = {
    unitPricePaise: 4_237,
    unitMrpPaise: 6_000,
    quantity: 25,
    gstRateBp: 1800,
    tier: tierForQuantity(sensorTiers, 25)!,
  };

  it('prices a bulk line at its tier, spreads a 10% coupon before GST, splits GST inside the state, ships free above ₹499', () => {
    const cart = priceCart([pi, sensor], {
      coupon: { code: 'MAKER10', percentage: 10 },
      supply: 'intra',
      shipping: free499,
    });
    expect(sensor.tier).toMatchObject({ label: '20–49', unitPricePaise: 3_601 });
    // Before the coupon each line is worked back from its tax-inclusive total: the Pi from
    // ₹8,499.00, the sensors from 25 × ₹42.49 (₹36.01 + GST) = ₹1,062.25, of which GST ₹162.04.
    expect(
      cart.lines.map((l) => [
        l.unitPriceWithGstPaise,
        l.lineValuePaise,
        l.couponDiscountPaise,
        l.taxablePaise,
        l.gstPaise,
        l.cgstPaise,
        l.sgstPaise,
        l.totalPaise,
      ]),
    ).toEqual([
      [849_900, 720_254, 72_026, 648_228, 116_681, 58_341, 58_340, 764_909],
      [4_249, 90_021, 9_002, 81_019, 14_583, 7_292, 7_291, 95_602],
    ]);
    expect(cart).toMatchObject({
      mrpTotalPaise: 949_900 + 150_000,
      subtotalPaise: 810_275,
      tierSavingPaise: (4_237 - 3_601) * 25,
      coupon: { code: 'MAKER10', percentage: 10, discountPaise: 81_028 },
      couponDiscountPaise: 81_028,
      taxablePaise: 810_275 - 81_028,
      gstPaise: 131_264,
      cgstPaise: 65_633,
      sgstPaise: 65_631,
      igstPaise: 0,
      shippingPaise: 0,
      totalPaise: 764_909 + 95_602,
    });
  });

  it('charges IGST outside the seller state and the courier rate below ₹499', () => {
    const cart = priceCart([{ ...sensor, quantity: 5, tier: tierForQuantity(sensorTiers, 5)! }], {
      coupon: null,
      supply: 'inter',
      shipping: free499,
    });
    // 5 × ₹47.50 (₹40.25 + GST) = ₹237.50, of which GST ₹36.23: the taxable value is ₹201.27, not 5 × ₹40.25.
    expect(cart.lines[0]).toMatchObject({ unitPriceWithGstPaise: 4_750, totalPaise: 23_750 });
    expect(cart).toMatchObject({
      subtotalPaise: 20_127,
      taxablePaise: 20_127,
      gstPaise: 3_623,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 3_623,
      shippingPaise: 6_500,
      totalPaise: 23_750 + 6_500,
    });
  });

  it('shows GST as IGST and shipping as unknown until the pincode is known', () => {
    const cart = priceCart([{ ...pi, unitPricePaise: 10_000 }], {
      coupon: null,
      supply: null,
      shipping: { freeAbovePaise: 49_900, courierRatePaise: null },
    });
    expect(cart).toMatchObject({ supply: null, igstPaise: 1_800, shippingPaise: null, totalPaise: 11_800 });
  });

  it('does not apply a coupon below its minimum and says why', () => {
    const cart = priceCart([pi], {
      coupon: { code: 'BIG', percentage: 20, minOrderValuePaise: 10_00_000 },
      supply: 'intra',
      shipping: free499,
    });
    expect(cart).toMatchObject({
      coupon: null,
      couponDiscountPaise: 0,
      couponNotApplied: 'This coupon needs an order of at least ₹10,000.00 before GST.',
    });
  });

  it('caps the coupon at its maximum discount', () => {
    const cart = priceCart([pi], {
      coupon: { code: 'CAP', percentage: 50, maxDiscountPaise: 50_000 },
      supply: 'intra',
      shipping: free499,
    });
    expect(cart.couponDiscountPaise).toBe(50_000);
    expect(cart.taxablePaise).toBe(670_254);
  });

  it('prices an empty cart at zero with no shipping', () => {
    expect(priceCart([], { coupon: null, supply: 'intra', shipping: free499 })).toMatchObject({
      totalPaise: 0,
      shippingPaise: 0,
      lines: [],
    });
  });

  it('adds up exactly: taxable + GST + shipping = total, and the lines add up to the cart', () => {
    const cart = priceCart([pi, sensor, { ...pi, quantity: 3, unitPricePaise: 333 }], {
      coupon: { code: 'X', percentage: 7 },
      supply: 'intra',
      shipping: free499,
    });
    const sum = (pick: (l: (typeof cart.lines)[number]) => number) => cart.lines.reduce((a, l) => a + pick(l), 0);
    expect(sum((l) => l.totalPaise) + (cart.shippingPaise ?? 0)).toBe(cart.totalPaise);
    expect(sum((l) => l.couponDiscountPaise)).toBe(cart.couponDiscountPaise);
    expect(cart.cgstPaise + cart.sgstPaise + cart.igstPaise).toBe(cart.gstPaise);
  });
});

describe('priceCart: a line costs its tax-inclusive unit price × quantity (issue 27)', () => {
  const at64: CartLineInput = { unitPricePaise: 5_424, unitMrpPaise: 7_000, quantity: 2, gstRateBp: 1800, tier: null };
  const at374: CartLineInput = {
    unitPricePaise: 31_729,
    unitMrpPaise: 40_000,
    quantity: 11,
    gstRateBp: 1800,
    tier: null,
  };
  const shipping = { freeAbovePaise: 0, courierRatePaise: null };

  it("charges '₹64.00 each incl. GST' × 2 as ₹128.00, GST worked back and split with the odd paisa to CGST", () => {
    const cart = priceCart([at64], { coupon: null, supply: 'intra', shipping });
    expect(cart.lines[0]).toMatchObject({
      unitPriceWithGstPaise: 6_400,
      totalPaise: 12_800,
      gstPaise: 1_953,
      taxablePaise: 10_847,
      cgstPaise: 977,
      sgstPaise: 976,
      igstPaise: 0,
    });
    expect(cart).toMatchObject({
      subtotalPaise: 10_847,
      taxablePaise: 10_847,
      gstPaise: 1_953,
      cgstPaise: 977,
      sgstPaise: 976,
      totalPaise: 12_800,
    });
  });

  it('charges 11 × ₹374.40 as ₹4,118.40, as IGST outside the state', () => {
    const cart = priceCart([at374], { coupon: null, supply: 'inter', shipping });
    expect(cart.lines[0]).toMatchObject({
      unitPriceWithGstPaise: 37_440,
      totalPaise: 4_11_840,
      gstPaise: 62_823,
      igstPaise: 62_823,
      taxablePaise: 3_49_017,
    });
    expect(cart.totalPaise).toBe(4_11_840);
  });

  it('charges a bulk tier at its own tax-inclusive unit price × quantity', () => {
    const tier = tierForQuantity(quantityTiers(5_424), 11)!;
    const cart = priceCart([{ ...at64, quantity: 11, tier }], { coupon: null, supply: 'intra', shipping });
    expect(cart.lines[0]!.unitPriceWithGstPaise).toBe(5_761); // ₹48.82 (10% off ₹54.24) + GST
    expect(cart.lines[0]!.totalPaise).toBe(11 * 5_761);
  });

  it('takes a coupon off before GST and keeps every line on the worked-back rule, adding up exactly', () => {
    const cart = priceCart([at64, at374], { coupon: { code: 'TEN', percentage: 10 }, supply: 'intra', shipping });
    expect(cart.couponDiscountPaise).toBe(35_986); // 10% of ₹108.47 + ₹3,490.17
    expect(cart.subtotalPaise - cart.couponDiscountPaise).toBe(cart.taxablePaise);
    for (const line of cart.lines) {
      expect(line.taxablePaise).toBe(line.lineValuePaise - line.couponDiscountPaise);
      expect(line.gstPaise).toBe(Math.round((line.totalPaise * 1800) / 11_800));
      expect(line.totalPaise).toBe(line.taxablePaise + line.gstPaise);
      expect(line.cgstPaise + line.sgstPaise).toBe(line.gstPaise);
      expect(line.totalPaise).toBeLessThan(line.unitPriceWithGstPaise * line.quantity);
    }
    expect(cart.totalPaise).toBe(cart.lines.reduce((a, l) => a + l.totalPaise, 0));
  });
});

describe('priceCart with an extended warranty (decision 039)', () => {
  const board: CartLineInput = {
    unitPricePaise: 100_000,
    unitMrpPaise: 130_000,
    quantity: 3,
    gstRateBp: 1800,
    tier: null,
    warranty: { months: 24, unitPricePaise: 29_900, gstRateBp: 1800 },
  };

  it('charges the warranty per unit × quantity at its own rate, split as the goods, outside the coupon and the free-shipping value', () => {
    const pricing = priceCart(
      [board, { unitPricePaise: 4_237, unitMrpPaise: 6_000, quantity: 2, gstRateBp: 1200, tier: null }],
      {
        coupon: { code: 'TEN', percentage: 10 },
        supply: 'intra',
        shipping: { freeAbovePaise: 300_000, courierRatePaise: 6_500 },
      },
    );
    const [first, second] = pricing.lines;
    expect(first!.warranty).toEqual({
      months: 24,
      unitPricePaise: 29_900,
      gstRateBp: 1800,
      taxablePaise: 89_700,
      gstPaise: 16_146,
      cgstPaise: 8_073,
      sgstPaise: 8_073,
      igstPaise: 0,
      totalPaise: 105_846,
    });
    expect(second!.warranty).toBeNull();
    // The coupon is 10% of the goods' 3,08,473 paise only (3 × ₹1,180.00 and 2 × ₹47.45, worked back).
    expect(pricing.couponDiscountPaise).toBe(30_847);
    expect(first!.couponDiscountPaise + second!.couponDiscountPaise).toBe(30_847);
    expect(pricing).toMatchObject({ subtotalPaise: 308_473, warrantyTaxablePaise: 89_700, warrantyGstPaise: 16_146 });
    expect(pricing.taxablePaise).toBe(first!.taxablePaise + second!.taxablePaise + 89_700);
    expect(pricing.gstPaise).toBe(first!.gstPaise + second!.gstPaise + 16_146);
    expect(pricing.cgstPaise + pricing.sgstPaise).toBe(pricing.gstPaise);
    // The goods' taxable value (2,77,626 paise) is below ₹3,000: shipping is charged though goods + warranty pass it.
    expect(pricing.taxablePaise - pricing.warrantyTaxablePaise).toBe(277_626);
    expect(pricing.taxablePaise).toBeGreaterThan(300_000);
    expect(pricing.shippingPaise).toBe(6_500);
    expect(pricing.totalPaise).toBe(pricing.taxablePaise + pricing.gstPaise + 6_500);
  });

  it('leaves a bulk tier on the goods only and the saving against the MRP without the warranty', () => {
    const tier = tierForQuantity(quantityTiers(100_000, {}), 10)!;
    const pricing = priceCart([{ ...board, quantity: 10, tier }], { coupon: null, supply: 'inter', shipping: free499 });
    expect(pricing.lines[0]!.unitPricePaise).toBe(tier.unitPricePaise);
    expect(pricing.lines[0]!.warranty).toMatchObject({
      unitPricePaise: 29_900,
      taxablePaise: 299_000,
      igstPaise: 53_820,
    });
    expect(savingVsMrpOf(pricing)).toBe(1_300_000 - pricing.lines[0]!.totalPaise);
  });
});
