/**
 * Prices a cart or an order (DESIGN.md: the same totals on cart, checkout, order and API).
 * A line costs its tax-inclusive unit price × quantity; its GST is worked back from that
 * (inclusive-line.rules.ts, issue 27); total = the lines' totals + shipping.
 */
import { formatInr, type Paise } from '../money/money.rules';
import { STANDARD_GST_RATE_BP } from '../tax/gst.rules';
import { inclusiveLine } from './inclusive-line.rules';

/**
 * How shipping is charged (store settings `standardShippingRupees`, `freeShippingThresholdRupees`,
 * in paise here): orders whose taxable value (before GST) reaches the threshold ship free, others
 * pay the standard charge. A threshold of 0 makes every order ship free. The server charges the
 * courier's rate instead (cart-pricing.rules.ts, the one pipeline); this browser-side estimate goes once
 * the cart shows POST /cart/quote.
 */
export interface ShippingRule {
  standardShippingPaise: Paise;
  freeShippingThresholdPaise: Paise;
}

/** The shipping charge in paise for goods whose taxable value (before GST) is `taxablePaise`. */
export function shippingFor(taxablePaise: Paise, rule: ShippingRule): Paise {
  if (rule.freeShippingThresholdPaise === 0 || taxablePaise >= rule.freeShippingThresholdPaise) return 0;
  return rule.standardShippingPaise;
}

/**
 * The most one order can total, in paise: ₹10,00,000 (ten lakh). Far above any hobbyist's or
 * workshop's cart (the dearest part is about ₹30,000), at the limit a card or net-banking
 * payment commonly allows in one go, and well inside every money column, so arithmetic and
 * storage cannot overflow. Bigger purchases are bulk orders, quoted by the shop.
 */
export const MAX_ORDER_TOTAL_PAISE: Paise = 10_00_000_00;
export const ORDER_TOTAL_TOO_HIGH = `An order can total at most ${formatInr(MAX_ORDER_TOTAL_PAISE)}. Please reduce the quantities, or send a bulk order request for larger purchases.`;

/** True when an order's total is above MAX_ORDER_TOTAL_PAISE (the caller refuses it). */
export function exceedsOrderCeiling(totals: Pick<OrderTotals, 'totalPaise'>): boolean {
  return totals.totalPaise > MAX_ORDER_TOTAL_PAISE;
}

export interface PricedLineInput {
  /** Selling price of one unit before GST, in paise. */
  unitPricePaise: Paise;
  /** MRP of one unit, in paise (>= unitPricePaise). */
  unitMrpPaise: Paise;
  quantity: number;
  gstRateBp?: number;
}

export interface PricedLine {
  unitPricePaise: Paise;
  unitMrpPaise: Paise;
  quantity: number;
  gstRateBp: number;
  mrpTotalPaise: Paise;
  taxablePaise: Paise;
  gstPaise: Paise;
  totalPaise: Paise;
}

export interface OrderTotals {
  lines: PricedLine[];
  /** Sum of MRP × quantity. */
  mrpTotalPaise: Paise;
  /** MRP total minus taxable value: what the product discounts save. */
  discountPaise: Paise;
  /** Sum of the lines' taxable values. */
  taxablePaise: Paise;
  gstPaise: Paise;
  shippingPaise: Paise;
  totalPaise: Paise;
}

/** Prices one line: its total (tax-inclusive unit price × quantity), taxable value and GST, in paise. */
export function priceLine(input: PricedLineInput): PricedLine {
  const gstRateBp = input.gstRateBp ?? STANDARD_GST_RATE_BP;
  const { taxablePaise, gstPaise, totalPaise } = inclusiveLine(input.unitPricePaise, input.quantity, gstRateBp);
  return {
    unitPricePaise: input.unitPricePaise,
    unitMrpPaise: input.unitMrpPaise,
    quantity: input.quantity,
    gstRateBp,
    mrpTotalPaise: input.unitMrpPaise * input.quantity,
    taxablePaise,
    gstPaise,
    totalPaise,
  };
}

/**
 * Prices a whole order from its lines and the shop's shipping rule. Pure: the server calls it
 * with prices read from the database and the rule from the store settings.
 */
export function priceOrder(lines: PricedLineInput[], shipping: ShippingRule): OrderTotals {
  const priced = lines.map(priceLine);
  const sum = (pick: (line: PricedLine) => Paise) => priced.reduce((acc, line) => acc + pick(line), 0);
  const mrpTotalPaise = sum((l) => l.mrpTotalPaise);
  const taxablePaise = sum((l) => l.taxablePaise);
  const gstPaise = sum((l) => l.gstPaise);
  const shippingPaise = priced.length === 0 ? 0 : shippingFor(taxablePaise, shipping);
  return {
    lines: priced,
    mrpTotalPaise,
    discountPaise: mrpTotalPaise - taxablePaise,
    taxablePaise,
    gstPaise,
    shippingPaise,
    totalPaise: taxablePaise + gstPaise + shippingPaise,
  };
}
