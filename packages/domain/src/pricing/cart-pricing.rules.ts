/**
 * The one pricing pipeline (DESIGN.md "Data"; shopper spec §2 Cart and Checkout, §9 rules; issue 7):
 *
 *   line unit price from its quantity tier → line total = tax-inclusive unit price × quantity,
 *   GST worked back from it (inclusive-line.rules.ts; issue 27) → coupon spread over the lines before
 *   GST → CGST + SGST inside the seller's state, IGST elsewhere → shipping → total.
 *
 * Pure: the server reads products, tiers, the coupon's terms, the delivery state (from the
 * pincode) and the courier's rate, and calls `priceCart`; POST /cart/quote and POST /order/new
 * both do, so a quote and the order placed from it agree to the paisa. Every amount is integer
 * paise; each figure is rounded once, where it is made (a tier's unit price, the coupon, a line's
 * GST), and never again: sums of paise are exact. How a coupon meets the tax-inclusive line:
 * docs/decisions/055-tax-inclusive-line-totals.md.
 */
import { formatInr, shareOf, type Paise } from '../money/money.rules';
import { STANDARD_GST_RATE_BP, withGst } from '../tax/gst.rules';
import { afterCoupon, inclusiveLine } from './inclusive-line.rules';
import type { QuantityTier } from './quantity-tiers.rules';

/** One cart line as the pipeline takes it: the product's figures and the tier already resolved. */
export interface CartLineInput {
  /** Regular selling price of one unit before GST, paise. */
  unitPricePaise: Paise;
  /** MRP of one unit (tax-inclusive), paise. */
  unitMrpPaise: Paise;
  quantity: number;
  gstRateBp?: number;
  /** The bulk tier the line is priced at (quantity-tiers.rules.ts resolveLineTier), or null for a regular line. */
  tier: QuantityTier | null;
  /**
   * An extended warranty bought with the line (decision 039): months added, price per unit before
   * GST, its own GST rate (a service). Charged per unit × quantity; no coupon or tier touches it.
   */
  warranty?: { months: number; unitPricePaise: Paise; gstRateBp: number } | null;
}

/** A line's extended warranty priced: its own taxable value and GST (an invoice line of its own). */
export interface PricedWarranty {
  months: number;
  unitPricePaise: Paise;
  gstRateBp: number;
  /** The total less its GST. */
  taxablePaise: Paise;
  /** Worked back from the total: round(total × rate / (100 + rate)). */
  gstPaise: Paise;
  cgstPaise: Paise;
  sgstPaise: Paise;
  igstPaise: Paise;
  /** The tax-inclusive unit price × quantity. */
  totalPaise: Paise;
}

/**
 * A coupon's terms as the pipeline applies them (the coupons module checks validity, expiry and
 * use limits before passing them): `percentage` off the subtotal (rounded to a paisa once), capped
 * at `maxDiscountPaise`, and nothing at all below `minOrderValuePaise`.
 */
export interface CouponTerms {
  code: string;
  percentage: number;
  minOrderValuePaise?: number | null;
  maxDiscountPaise?: number | null;
}

/** Where the goods go, for GST: 'intra' = the seller's state (CGST + SGST), 'inter' = IGST, null = not known yet. */
export type SupplyType = 'intra' | 'inter' | null;

/**
 * The shop's shipping rule (store settings) and what the courier asks for this parcel: free when
 * the cart's taxable value reaches `freeAbovePaise` (0 = every order free), else `courierRatePaise`
 * (null = not known yet, no pincode).
 */
export interface ShippingInput {
  freeAbovePaise: Paise;
  courierRatePaise: Paise | null;
}

export interface PricedCartLine {
  quantity: number;
  gstRateBp: number;
  unitMrpPaise: Paise;
  /** Regular unit price before GST. */
  regularUnitPricePaise: Paise;
  /** Unit price charged before GST and coupon (the tier's, or the regular price). */
  unitPricePaise: Paise;
  /** That unit price with its GST, as the card and the tier list show it (tax/gst.rules.ts withGst). */
  unitPriceWithGstPaise: Paise;
  tier: QuantityTier | null;
  /** unitMrpPaise × quantity */
  mrpTotalPaise: Paise;
  /**
   * The line's taxable value before the coupon: unitPriceWithGst × quantity less the GST worked
   * back from it (may differ from unitPrice × quantity by a paisa or so: the total is what is exact).
   */
  lineValuePaise: Paise;
  /** What the tier saves on the line: (regular − tier unit price) × quantity. */
  tierSavingPaise: Paise;
  /** The same on what the shopper pays: (regular − tier unit price, each with GST) × quantity. */
  tierSavingWithGstPaise: Paise;
  /** This line's share of the coupon discount. */
  couponDiscountPaise: Paise;
  /** lineValue − coupon share: what GST is charged on. */
  taxablePaise: Paise;
  /** Worked back from the total (inclusive-line.rules.ts). */
  gstPaise: Paise;
  cgstPaise: Paise;
  sgstPaise: Paise;
  igstPaise: Paise;
  /**
   * taxable + GST: the goods alone (the warranty's own total is in `warranty`). Without a coupon,
   * exactly unitPriceWithGst × quantity.
   */
  totalPaise: Paise;
  /** The extended warranty bought with the line, or null. */
  warranty: PricedWarranty | null;
}

export interface CartPricing {
  lines: PricedCartLine[];
  /** Sum of MRP × quantity. */
  mrpTotalPaise: Paise;
  /** Sum of the lines' values before the coupon (after tiers). */
  subtotalPaise: Paise;
  /** Sum of what the tiers save. */
  tierSavingPaise: Paise;
  /** The coupon applied, with its discount; null when none was given or the cart is below its minimum. */
  coupon: { code: string; percentage: number; discountPaise: Paise } | null;
  /** Why a coupon given was not applied (below its minimum order value); null otherwise. */
  couponNotApplied: string | null;
  couponDiscountPaise: Paise;
  /** Sum of the extended warranties' taxable values (in taxablePaise too) and their GST (in gstPaise and its split too). */
  warrantyTaxablePaise: Paise;
  warrantyGstPaise: Paise;
  /** Goods and warranties together. */
  taxablePaise: Paise;
  gstPaise: Paise;
  cgstPaise: Paise;
  sgstPaise: Paise;
  igstPaise: Paise;
  supply: SupplyType;
  /** null while the delivery pincode is not known and the cart is below the free-shipping threshold. */
  shippingPaise: Paise | null;
  /** Goods value (before GST) still to add for free shipping; null when it ships free (shortOfFreeShipping). */
  shortOfFreeShippingPaise: Paise | null;
  /** The lines' totals (goods and warranties) + shipping (counted as 0 while unknown). */
  totalPaise: Paise;
}

/**
 * The coupon's discount on a subtotal, in paise: round(subtotal × percentage / 100), capped at the
 * maximum discount, never above the subtotal; 0 when the subtotal is below the minimum order value.
 */
export function couponDiscountOn(subtotalPaise: Paise, coupon: CouponTerms): Paise {
  if (coupon.minOrderValuePaise != null && subtotalPaise < coupon.minOrderValuePaise) return 0;
  let discount = shareOf(subtotalPaise, Math.round(coupon.percentage * 100));
  if (coupon.maxDiscountPaise != null) discount = Math.min(discount, coupon.maxDiscountPaise);
  return Math.min(discount, subtotalPaise);
}

/**
 * Splits `amountPaise` over lines in proportion to their values, exactly (largest remainder: the
 * shares add up to the amount, and the odd paise go to the lines with the largest fractions, the
 * earlier line first on a tie). No share exceeds its line's value when amount ≤ the sum of values.
 */
export function spreadOver(valuesPaise: readonly Paise[], amountPaise: Paise): Paise[] {
  const total = valuesPaise.reduce((a, b) => a + b, 0);
  if (total === 0 || amountPaise === 0) return valuesPaise.map(() => 0);
  const exact = valuesPaise.map((v) => (v * amountPaise) / total);
  const shares = exact.map(Math.floor);
  let left = amountPaise - shares.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => ({ i, frac: e - Math.floor(e) })).sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (const { i } of order) {
    if (left === 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}

/** Whether goods of this taxable value (paise) ship free: at or above the threshold, or every order when the threshold is 0. */
function shipsFree(taxablePaise: Paise, freeAbovePaise: Paise): boolean {
  return freeAbovePaise === 0 || taxablePaise >= freeAbovePaise;
}

/** The shipping charge: 0 at or above the free threshold (or when the threshold is 0), else the courier's rate. */
export function shippingCharge(taxablePaise: Paise, shipping: ShippingInput): Paise | null {
  if (shipsFree(taxablePaise, shipping.freeAbovePaise)) return 0;
  return shipping.courierRatePaise;
}

/**
 * How much more goods value (taxable, before GST, after the coupon; paise) the cart needs to ship
 * free (issue 27 'say how much more buys free delivery'): the threshold less the goods' value, or
 * null when it already ships free, every order does (threshold 0) or the cart is empty.
 */
export function shortOfFreeShipping(
  goodsTaxablePaise: Paise,
  shipping: Pick<ShippingInput, 'freeAbovePaise'>,
  lineCount: number,
): Paise | null {
  if (lineCount === 0 || shipsFree(goodsTaxablePaise, shipping.freeAbovePaise)) return null;
  return shipping.freeAbovePaise - goodsTaxablePaise;
}

/** Why a coupon is not applied to a cart below its minimum order value (the subtotal before GST). */
export const COUPON_BELOW_MINIMUM = (minPaise: Paise) =>
  `This coupon needs an order of at least ${formatInr(minPaise)} before GST.`;

/** Splits one line's GST by place of supply: CGST + SGST (odd paisa to CGST), or IGST (also when not known). */
function splitLineGst(gstPaise: Paise, supply: SupplyType) {
  if (supply === 'intra') {
    const sgst = Math.floor(gstPaise / 2);
    return { cgstPaise: gstPaise - sgst, sgstPaise: sgst, igstPaise: 0 };
  }
  return { cgstPaise: 0, sgstPaise: 0, igstPaise: gstPaise };
}

/**
 * Prices a cart or an order. `coupon` null = none. `supply` from the delivery pincode's state
 * compared with the seller's (placeOfSupply); while unknown the GST shows as IGST and `supply` is
 * null. An empty cart prices at zero with no shipping.
 */
export function priceCart(
  lines: readonly CartLineInput[],
  options: { coupon: CouponTerms | null; supply: SupplyType; shipping: ShippingInput },
): CartPricing {
  const base = lines.map((line) => {
    const gstRateBp = line.gstRateBp ?? STANDARD_GST_RATE_BP;
    const unitPricePaise = line.tier ? line.tier.unitPricePaise : line.unitPricePaise;
    const gross = inclusiveLine(unitPricePaise, line.quantity, gstRateBp);
    return {
      quantity: line.quantity,
      gstRateBp,
      unitMrpPaise: line.unitMrpPaise,
      regularUnitPricePaise: line.unitPricePaise,
      unitPricePaise,
      unitPriceWithGstPaise: withGst(unitPricePaise, gstRateBp),
      tier: line.tier,
      mrpTotalPaise: line.unitMrpPaise * line.quantity,
      gross,
      lineValuePaise: gross.taxablePaise,
      tierSavingPaise: (line.unitPricePaise - unitPricePaise) * line.quantity,
      tierSavingWithGstPaise:
        (withGst(line.unitPricePaise, gstRateBp) - withGst(unitPricePaise, gstRateBp)) * line.quantity,
    };
  });
  const sum = <T>(items: readonly T[], pick: (item: T) => Paise) => items.reduce((acc, item) => acc + pick(item), 0);
  const subtotalPaise = sum(base, (l) => l.lineValuePaise);
  const couponDiscountPaise = options.coupon ? couponDiscountOn(subtotalPaise, options.coupon) : 0;
  const belowMinimum = options.coupon?.minOrderValuePaise != null && subtotalPaise < options.coupon.minOrderValuePaise;
  const shares = spreadOver(
    base.map((l) => l.lineValuePaise),
    couponDiscountPaise,
  );
  const priced: PricedCartLine[] = base.map(({ gross, ...line }, i) => {
    const { taxablePaise, gstPaise, totalPaise } = afterCoupon(gross, shares[i]!, line.gstRateBp);
    return {
      ...line,
      couponDiscountPaise: shares[i]!,
      taxablePaise,
      gstPaise,
      ...splitLineGst(gstPaise, options.supply),
      totalPaise,
      warranty: priceWarranty(lines[i]!, options.supply),
    };
  });
  const goodsTaxablePaise = sum(priced, (l) => l.taxablePaise);
  const warrantyTaxablePaise = sum(priced, (l) => l.warranty?.taxablePaise ?? 0);
  const warrantyGstPaise = sum(priced, (l) => l.warranty?.gstPaise ?? 0);
  const taxablePaise = goodsTaxablePaise + warrantyTaxablePaise;
  const gstPaise = sum(priced, (l) => l.gstPaise) + warrantyGstPaise;
  // Free shipping is decided by the goods' value: a warranty ships nothing (decision 039).
  const shippingPaise = priced.length === 0 ? 0 : shippingCharge(goodsTaxablePaise, options.shipping);
  return {
    lines: priced,
    mrpTotalPaise: sum(priced, (l) => l.mrpTotalPaise),
    subtotalPaise,
    tierSavingPaise: sum(priced, (l) => l.tierSavingPaise),
    coupon:
      options.coupon && !belowMinimum
        ? { code: options.coupon.code, percentage: options.coupon.percentage, discountPaise: couponDiscountPaise }
        : null,
    couponNotApplied: options.coupon && belowMinimum ? COUPON_BELOW_MINIMUM(options.coupon.minOrderValuePaise!) : null,
    couponDiscountPaise,
    warrantyTaxablePaise,
    warrantyGstPaise,
    taxablePaise,
    gstPaise,
    cgstPaise: sum(priced, (l) => l.cgstPaise + (l.warranty?.cgstPaise ?? 0)),
    sgstPaise: sum(priced, (l) => l.sgstPaise + (l.warranty?.sgstPaise ?? 0)),
    igstPaise: sum(priced, (l) => l.igstPaise + (l.warranty?.igstPaise ?? 0)),
    supply: options.supply,
    shippingPaise,
    shortOfFreeShippingPaise: shortOfFreeShipping(goodsTaxablePaise, options.shipping, priced.length),
    totalPaise: taxablePaise + gstPaise + (shippingPaise ?? 0),
  };
}

/**
 * Prices a line's extended warranty as the goods are priced: its tax-inclusive unit price (at its
 * own rate) × quantity, GST worked back, split as the goods' is; null without one.
 */
function priceWarranty(line: CartLineInput, supply: SupplyType): PricedWarranty | null {
  if (!line.warranty) return null;
  const { taxablePaise, gstPaise, totalPaise } = inclusiveLine(
    line.warranty.unitPricePaise,
    line.quantity,
    line.warranty.gstRateBp,
  );
  return {
    months: line.warranty.months,
    unitPricePaise: line.warranty.unitPricePaise,
    gstRateBp: line.warranty.gstRateBp,
    taxablePaise,
    gstPaise,
    ...splitLineGst(gstPaise, supply),
    totalPaise,
  };
}

/** What the goods save against their MRP, tax included (warranties left out): never below 0. */
export function savingVsMrpOf(
  pricing: Pick<
    CartPricing,
    'mrpTotalPaise' | 'taxablePaise' | 'gstPaise' | 'warrantyTaxablePaise' | 'warrantyGstPaise'
  >,
): Paise {
  return Math.max(
    0,
    pricing.mrpTotalPaise -
      (pricing.taxablePaise - pricing.warrantyTaxablePaise) -
      (pricing.gstPaise - pricing.warrantyGstPaise),
  );
}

function normaliseState(state: string): string {
  return state.trim().toLowerCase().replace(/\s+/g, ' ');
}

/**
 * Place of supply from the delivery pincode's state (read from the pincode data, never typed by
 * the buyer) and the seller's state (store settings): 'intra', 'inter', or null when the pincode's
 * state is not known.
 */
export function placeOfSupply(deliveryState: string | null | undefined, sellerState: string): SupplyType {
  if (!deliveryState || !deliveryState.trim()) return null;
  return normaliseState(deliveryState) === normaliseState(sellerState) ? 'intra' : 'inter';
}
