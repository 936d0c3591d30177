/**
 * A line's money worked back from what the shopper pays (DESIGN.md "Data"; issue 27; decision 055).
 *
 * The card's "₹64.00 each incl. GST" is the unit price before GST plus its GST rounded to a paisa
 * (tax/gst.rules.ts withGst). A line of `quantity` units costs that × quantity exactly, and its GST is
 * worked back from the total, rounded once: GST = round(total × rate / (100 + rate)), taxable
 * value = total − GST. So 2 × ₹64.00 is ₹128.00 (taxable ₹108.47, GST ₹19.53), never ₹128.01.
 */
import type { Paise } from '../money/money.rules';
import { gstInside, gstOn, withGst } from '../tax/gst.rules';

/** A line's taxable value, its GST and their sum (what the line costs), in paise. */
export interface LineTax {
  taxablePaise: Paise;
  gstPaise: Paise;
  totalPaise: Paise;
}

/**
 * Prices `quantity` units at a unit price before GST (paise) and a rate (basis points): total =
 * the tax-inclusive unit price × quantity, GST worked back from it. Throws RangeError for a
 * quantity that is not a whole number of at least 0.
 */
export function inclusiveLine(unitPricePaise: Paise, quantity: number, rateBp: number): LineTax {
  if (!Number.isInteger(quantity) || quantity < 0) throw new RangeError(`Not a quantity: ${quantity}`);
  const totalPaise = withGst(unitPricePaise, rateBp) * quantity;
  const gstPaise = gstInside(totalPaise, rateBp);
  return { taxablePaise: totalPaise - gstPaise, gstPaise, totalPaise };
}

/**
 * The line after `couponSharePaise` (its share of a coupon, before GST) comes off its taxable
 * value: taxable − share, GST on what is left, total = the two. That total's worked-back GST is
 * the same GST (t + round(t·r) always holds round(t·r) at any rate: the rounding error shrinks by
 * 1 + r), so a discounted line keeps the rule; a share of 0 leaves the line as it was. Throws
 * RangeError for a share below 0 or above the line's taxable value.
 */
export function afterCoupon(line: LineTax, couponSharePaise: Paise, rateBp: number): LineTax {
  if (couponSharePaise === 0) return line;
  if (!Number.isInteger(couponSharePaise) || couponSharePaise < 0 || couponSharePaise > line.taxablePaise) {
    throw new RangeError(`Cannot take ${couponSharePaise} paise off a taxable value of ${line.taxablePaise}`);
  }
  const taxablePaise = line.taxablePaise - couponSharePaise;
  const gstPaise = gstOn(taxablePaise, rateBp);
  return { taxablePaise, gstPaise, totalPaise: taxablePaise + gstPaise };
}
