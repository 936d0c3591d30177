/**
 * The bulk price rule for staff saves (issue 27 item 4; DESIGN.md "Data"; shopper spec §9 bulk
 * tiers): a tier's unit price never rises with quantity and no bulk price is above the MRP. The
 * effective prices (the product's own bulk price where set, else the default percentage) are
 * checked in order from one unit up, so a product with only some bulk fields filled is refused
 * when a default range would cost more than the range before it. Add Product, Edit Product and
 * the catalogue CSV import refuse such a product with this message; nothing is capped silently.
 * Amounts in paise, GST rates in basis points.
 */
import { formatInr, type Paise } from '../money/money.rules';
import { withGst } from '../tax/gst.rules';
import { enteredTierPrices, rangeLabel, type BulkPriceApiField, type BulkPriceFields } from './quantity-tiers.rules';

/** A refused bulk price: the field to fix (the spec's name) and the message naming the tier. */
export interface BulkPriceProblem {
  field: BulkPriceApiField;
  message: string;
}

/**
 * The first problem of a product's bulk prices, or null when they keep to the rule. Takes the
 * product's unit price before GST, its MRP (tax-inclusive) and GST rate, and its own bulk prices
 * (null = the default percentage). Checks, tier by tier: its price with GST is not above the MRP;
 * its price is not above the single-unit price nor above the tier before it ("The 20–49 price
 * (₹107.33) is higher than the 10–19 price (₹100.00)").
 */
export function bulkPriceProblem(p: {
  pricePaise: Paise;
  mrpPaise: Paise;
  gstRateBp: number;
  bulkPrices: Partial<BulkPriceFields> | null | undefined;
}): BulkPriceProblem | null {
  let before = { label: 'single-unit', unitPricePaise: p.pricePaise };
  for (const { range, unitPricePaise, source } of enteredTierPrices(p.pricePaise, p.bulkPrices)) {
    const label = rangeLabel(range.minQuantity, range.maxQuantity);
    const inclusive = withGst(unitPricePaise, p.gstRateBp);
    if (source === 'product' && p.mrpPaise > 0 && inclusive > p.mrpPaise) {
      return {
        field: range.apiField,
        message: `The ${label} price with GST (${formatInr(inclusive)}) is above the MRP (${formatInr(p.mrpPaise)}). A bulk price may not exceed the MRP: lower the ${label} price.`,
      };
    }
    if (unitPricePaise > before.unitPricePaise) {
      const entered = source === 'product' ? '' : `, the default ${range.discountBp / 100}% off`;
      return {
        field: range.apiField,
        message: `The ${label} price (${formatInr(unitPricePaise)}${entered}) is higher than the ${before.label} price (${formatInr(before.unitPricePaise)}). A unit price may not rise with quantity: set the ${label} price to at most ${formatInr(before.unitPricePaise)}.`,
      };
    }
    before = { label, unitPricePaise };
  }
  return null;
}
