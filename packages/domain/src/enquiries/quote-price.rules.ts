/**
 * A bulk quote's prices (issue 30 "staff answer with a quote"): each line a catalogue product at a
 * unit price before GST, in paise, never below 0 and never so high that the price with GST passes
 * the product's MRP (Legal Metrology: the MRP includes all taxes). The totals are worked as the
 * cart's pipeline works a line (tax-inclusive unit price × quantity, GST worked back), so the
 * quote, the cart and the order show the same figures before shipping. Zod-free and pure.
 */
import { formatInr, type Paise } from '../money/money.rules';
import { highestPriceWithinMrp } from '../pricing/mrp.rules';
import { inclusiveLine } from '../pricing/inclusive-line.rules';
import { withGst } from '../tax/gst.rules';

export interface QuoteLineFacts {
  productName: string;
  /** Quoted unit price before GST. */
  unitPricePaise: Paise;
  /** The product's MRP (tax-inclusive). */
  mrpPaise: Paise;
  gstRateBp: number;
  quantity: number;
}

/** Why a quoted unit price cannot be used, or null: below ₹0, or above the MRP once GST is added. */
export function quotePriceProblem(line: Omit<QuoteLineFacts, 'quantity'>): string | null {
  if (!Number.isInteger(line.unitPricePaise) || line.unitPricePaise < 0)
    return `${line.productName}: the unit price cannot be below ₹0.`;
  const inclusive = withGst(line.unitPricePaise, line.gstRateBp);
  if (line.mrpPaise > 0 && inclusive <= line.mrpPaise) return null;
  return `${line.productName}: the price with GST (${formatInr(inclusive)}) is above the MRP (${formatInr(line.mrpPaise)}). Quote at most ${formatInr(highestPriceWithinMrp(line.mrpPaise, line.gstRateBp))} before GST.`;
}

export interface QuoteLineTotals {
  unitPriceWithGstPaise: Paise;
  taxablePaise: Paise;
  gstPaise: Paise;
  totalPaise: Paise;
}

export interface QuoteTotals {
  lines: QuoteLineTotals[];
  taxablePaise: Paise;
  gstPaise: Paise;
  /** What the goods cost with GST, before shipping (the cart adds shipping by the shop's rule). */
  totalPaise: Paise;
}

/** The quote's lines and sums, priced as the cart prices a line (inclusive-line.rules.ts). */
export function quoteTotals(lines: readonly Omit<QuoteLineFacts, 'productName' | 'mrpPaise'>[]): QuoteTotals {
  const priced = lines.map((line) => {
    const tax = inclusiveLine(line.unitPricePaise, line.quantity, line.gstRateBp);
    return { unitPriceWithGstPaise: withGst(line.unitPricePaise, line.gstRateBp), ...tax };
  });
  const sum = (pick: (l: QuoteLineTotals) => Paise) => priced.reduce((acc, l) => acc + pick(l), 0);
  return {
    lines: priced,
    taxablePaise: sum((l) => l.taxablePaise),
    gstPaise: sum((l) => l.gstPaise),
    totalPaise: sum((l) => l.totalPaise),
  };
}
