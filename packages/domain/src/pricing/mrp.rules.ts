/**
 * The MRP rule (Legal Metrology (Packaged Commodities) Rules, 2011; DESIGN.md "Data"): the MRP is
 * inclusive of all taxes, so a product's tax-inclusive selling price (price before GST plus its
 * GST) must never exceed its MRP. The seed and the staff product forms refuse a product that
 * breaks it. Amounts in paise, GST rates in basis points.
 */
import { formatInr, type Paise } from '../money/money.rules';
import { withGst } from '../tax/gst.rules';

/**
 * The message for a product whose price with GST is above its MRP, naming both figures, or null
 * when the price keeps to the rule (an MRP of 0 means "no MRP printed" and is refused too).
 */
export function mrpRuleProblem(pricePaise: Paise, mrpPaise: Paise, gstRateBp: number): string | null {
  if (mrpPaise <= 0) return 'Enter the MRP (tax-inclusive) of the product.';
  const inclusive = withGst(pricePaise, gstRateBp);
  if (inclusive <= mrpPaise) return null;
  return `The price with GST (${formatInr(inclusive)}) is above the MRP (${formatInr(mrpPaise)}). The MRP includes all taxes: lower the price to at most ${formatInr(highestPriceWithinMrp(mrpPaise, gstRateBp))} before GST, or correct the MRP.`;
}

/**
 * The highest price before GST, in paise, whose tax-inclusive price stays at or below the MRP:
 * MRP ₹9,499 at 18% → ₹8,050.00 (₹9,499.00 with GST).
 */
export function highestPriceWithinMrp(mrpPaise: Paise, gstRateBp: number): Paise {
  let price = Math.floor((mrpPaise * 10_000) / (10_000 + gstRateBp));
  while (withGst(price + 1, gstRateBp) <= mrpPaise) price += 1;
  while (price > 0 && withGst(price, gstRateBp) > mrpPaise) price -= 1;
  return price;
}
