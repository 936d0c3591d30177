/**
 * The lines, totals and HSN summary of a GST tax invoice or credit note (CGST Rules 2017, Rule 46;
 * docs/decisions/033-gst-invoices.md). Pure functions over paise; zod-free.
 *
 * Rounding: GST was rounded once per order line when the order was priced (domain pricing: worked
 * back from the line's tax-inclusive total since issue 27); the invoice takes each line's taxable
 * value, GST and discount as the order fixed them, so its line total is what the cart showed. CGST and SGST are the
 * two halves of a line's GST, the odd paisa to CGST (as tax/gst.rules.ts splitGst). Shipping was charged
 * as one gross amount: the invoice shows it as its own line whose taxable value is the charge less
 * GST at the highest rate of the goods (a composite supply follows its principal supply), rounded
 * half up, and whose GST is the rest. Every total is the sum of its lines, so the lines add up to
 * the totals exactly and the grand total is what the customer paid.
 */
import { spreadOver } from '../pricing/cart-pricing.rules';
import { unitsShare, type Paise } from '../money/money.rules';
import { gstInside, STANDARD_GST_RATE_BP } from '../tax/gst.rules';

/** The GST unit quantity code for pieces. */
export const UNIT_PIECES = 'NOS';
/** The services accounting code of courier services, printed on the shipping line. */
export const SHIPPING_SAC = '996812';
export const SHIPPING_DESCRIPTION = 'Shipping and handling';

/** An order line as the invoice needs it (amounts in paise, rate in basis points). */
export interface InvoiceLineSource {
  description: string;
  hsnCode: string;
  quantity: number;
  unitPricePaise: Paise;
  /**
   * The line's discount before GST as the order recorded it (its coupon share; 0 for a service).
   * Not quantity × unit price − taxable value: the taxable value is worked back from the total and
   * may differ from that product by a paisa or so without any discount (decision 055).
   */
  discountPaise: Paise;
  taxablePaise: Paise;
  gstPaise: Paise;
  gstRateBp: number;
  /** A service sold with the goods (an extended warranty, decision 039): left out of the shipping line's rate. */
  service?: boolean;
}

export interface InvoiceLine {
  description: string;
  hsnCode: string;
  quantity: number;
  unit: string;
  unitPricePaise: Paise;
  /** Discount before GST (the coupon's share), as the order recorded it. */
  discountPaise: Paise;
  taxablePaise: Paise;
  gstRateBp: number;
  cgstPaise: Paise;
  sgstPaise: Paise;
  igstPaise: Paise;
  /** Taxable value + its GST. */
  totalPaise: Paise;
}

export interface InvoiceTotals {
  discountPaise: Paise;
  taxablePaise: Paise;
  cgstPaise: Paise;
  sgstPaise: Paise;
  igstPaise: Paise;
  taxPaise: Paise;
  totalPaise: Paise;
}

export interface HsnSummaryRow {
  hsnCode: string;
  gstRateBp: number;
  quantity: number;
  taxablePaise: Paise;
  cgstPaise: Paise;
  sgstPaise: Paise;
  igstPaise: Paise;
  taxPaise: Paise;
}

/** A GST amount split by place of supply: halves (odd paisa to CGST) inside the seller's state, IGST outside. */
export function splitTax(
  gstPaise: Paise,
  intraState: boolean,
): Pick<InvoiceLine, 'cgstPaise' | 'sgstPaise' | 'igstPaise'> {
  if (!intraState) return { cgstPaise: 0, sgstPaise: 0, igstPaise: gstPaise };
  const sgstPaise = Math.floor(gstPaise / 2);
  return { cgstPaise: gstPaise - sgstPaise, sgstPaise, igstPaise: 0 };
}

/** The taxable value inside a tax-inclusive amount at `rateBp`: the amount less the GST worked back from it (tax/gst.rules.ts gstInside). */
export function taxableInside(grossPaise: Paise, rateBp: number): Paise {
  return grossPaise - gstInside(grossPaise, rateBp);
}

/**
 * The invoice lines of an order: one per order line (an extended warranty sold with a line comes as
 * its own service line after it, decision 039), then shipping (when charged) as its own line, at
 * the highest rate of the goods (services left out).
 * `intraState` = the place of supply is the seller's state.
 */
export function invoiceLinesOf(
  lines: readonly InvoiceLineSource[],
  shippingPaise: Paise,
  intraState: boolean,
): InvoiceLine[] {
  const out: InvoiceLine[] = lines.map((line) => ({
    description: line.description,
    hsnCode: line.hsnCode,
    quantity: line.quantity,
    unit: UNIT_PIECES,
    unitPricePaise: line.unitPricePaise,
    discountPaise: line.discountPaise,
    taxablePaise: line.taxablePaise,
    gstRateBp: line.gstRateBp,
    ...splitTax(line.gstPaise, intraState),
    totalPaise: line.taxablePaise + line.gstPaise,
  }));
  if (shippingPaise > 0) {
    const rateBp = lines.reduce((max, l) => (l.service ? max : Math.max(max, l.gstRateBp)), 0) || STANDARD_GST_RATE_BP;
    const taxablePaise = taxableInside(shippingPaise, rateBp);
    out.push({
      description: SHIPPING_DESCRIPTION,
      hsnCode: SHIPPING_SAC,
      quantity: 1,
      unit: UNIT_PIECES,
      unitPricePaise: taxablePaise,
      discountPaise: 0,
      taxablePaise,
      gstRateBp: rateBp,
      ...splitTax(shippingPaise - taxablePaise, intraState),
      totalPaise: shippingPaise,
    });
  }
  return out;
}

/** The totals of some lines: each the sum of its column. */
export function invoiceTotalsOf(lines: readonly InvoiceLine[]): InvoiceTotals {
  const sum = (pick: (l: InvoiceLine) => number) => lines.reduce((a, l) => a + pick(l), 0);
  const cgstPaise = sum((l) => l.cgstPaise);
  const sgstPaise = sum((l) => l.sgstPaise);
  const igstPaise = sum((l) => l.igstPaise);
  return {
    discountPaise: sum((l) => l.discountPaise),
    taxablePaise: sum((l) => l.taxablePaise),
    cgstPaise,
    sgstPaise,
    igstPaise,
    taxPaise: cgstPaise + sgstPaise + igstPaise,
    totalPaise: sum((l) => l.totalPaise),
  };
}

/** The HSN-wise summary: one row per HSN code and rate, in the order they first appear. */
export function hsnSummaryOf(lines: readonly InvoiceLine[]): HsnSummaryRow[] {
  const rows = new Map<string, HsnSummaryRow>();
  for (const l of lines) {
    const key = `${l.hsnCode}|${l.gstRateBp}`;
    const row = rows.get(key) ?? {
      hsnCode: l.hsnCode,
      gstRateBp: l.gstRateBp,
      quantity: 0,
      taxablePaise: 0,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
      taxPaise: 0,
    };
    row.quantity += l.quantity;
    row.taxablePaise += l.taxablePaise;
    row.cgstPaise += l.cgstPaise;
    row.sgstPaise += l.sgstPaise;
    row.igstPaise += l.igstPaise;
    row.taxPaise += l.cgstPaise + l.sgstPaise + l.igstPaise;
    rows.set(key, row);
  }
  return [...rows.values()];
}

/**
 * The lines of a credit note for `amountPaise` of an invoice's `lines`: the invoice's own lines when
 * the whole invoice is credited; otherwise each line's total is scaled (largest remainder, so the
 * shares add up to the amount) and its share split into taxable value and GST at the line's rate.
 * Throws RangeError for an amount below 1 paisa or above the invoice's total.
 */
export function creditNoteLinesOf(
  lines: readonly InvoiceLine[],
  amountPaise: Paise,
  intraState: boolean,
): InvoiceLine[] {
  const total = lines.reduce((a, l) => a + l.totalPaise, 0);
  if (!Number.isSafeInteger(amountPaise) || amountPaise < 1 || amountPaise > total)
    throw new RangeError(`Cannot credit ${amountPaise} of ${total} paise`);
  if (amountPaise === total) return lines.map((l) => ({ ...l }));
  const shares = spreadOver(
    lines.map((l) => l.totalPaise),
    amountPaise,
  );
  return lines.map((l, i) => {
    const share = shares[i]!;
    const taxablePaise = taxableInside(share, l.gstRateBp);
    return {
      ...l,
      discountPaise: 0,
      unitPricePaise: 0,
      taxablePaise,
      ...splitTax(share - taxablePaise, intraState),
      totalPaise: share,
    };
  });
}

/** Some units of one invoice line to credit: its index, how many of its units were credited before, and how many now. */
export interface CreditPick {
  index: number;
  from: number;
  units: number;
}

/**
 * The lines of a return's credit note (issue 26, CGST Act s.34): for each pick, the invoice line's
 * share for those units (its total and taxable value by money.ts unitsShare, so every unit's shares
 * add up to the line exactly), with the returned quantity, so the HSN
 * summary's quantities go down too; and, when `shippingIndex` is given, that whole line. Amounts in
 * paise. Throws RangeError for an index that is not a line, or more units than the line has.
 */
export function returnCreditLinesOf(
  lines: readonly InvoiceLine[],
  picks: readonly CreditPick[],
  shippingIndex: number | null,
  intraState: boolean,
): InvoiceLine[] {
  const out = picks.map((pick) => {
    const l = lines[pick.index];
    if (!l || pick.units < 1 || pick.from < 0 || pick.from + pick.units > l.quantity)
      throw new RangeError(`Cannot credit units ${pick.from}..${pick.from + pick.units} of line ${pick.index}`);
    const totalPaise = unitsShare(l.totalPaise, l.quantity, pick.from, pick.units);
    const taxablePaise = unitsShare(l.taxablePaise, l.quantity, pick.from, pick.units);
    return {
      ...l,
      quantity: pick.units,
      discountPaise: unitsShare(l.discountPaise, l.quantity, pick.from, pick.units),
      taxablePaise,
      ...splitTax(totalPaise - taxablePaise, intraState),
      totalPaise,
    };
  });
  if (shippingIndex !== null) {
    const shipping = lines[shippingIndex];
    if (!shipping) throw new RangeError(`No shipping line ${shippingIndex}`);
    out.push({ ...shipping });
  }
  return out;
}
