/**
 * GST rules (DESIGN.md: one rule everywhere — GST on the taxable value after discounts).
 * An intra-state supply is taxed as CGST + SGST (half each); an inter-state supply as IGST.
 */
import { shareOf, type Paise } from '../money/money.rules';

/** The shop's standard GST rate in basis points (18%). */
export const STANDARD_GST_RATE_BP = 1800;

/** GST on a taxable value in paise at a rate in basis points, rounded to a whole paisa. */
export function gstOn(taxablePaise: Paise, rateBp: number = STANDARD_GST_RATE_BP): Paise {
  return shareOf(taxablePaise, rateBp);
}

/** A price with GST added: the "tax-inclusive price" shown on the product page (1.18 × price). */
export function withGst(pricePaise: Paise, rateBp: number = STANDARD_GST_RATE_BP): Paise {
  return pricePaise + gstOn(pricePaise, rateBp);
}

/**
 * The GST inside a tax-inclusive amount in paise at a rate in basis points: gross × rate /
 * (100% + rate), rounded once (half up) to a whole paisa. ₹128.00 at 18% holds ₹19.53 of GST.
 * DESIGN.md "Data": a line's GST is worked back from what the shopper pays (decision 055).
 */
export function gstInside(grossPaise: Paise, rateBp: number = STANDARD_GST_RATE_BP): Paise {
  return Math.round((grossPaise * rateBp) / (10_000 + rateBp));
}

export interface GstSplit {
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
}

function normaliseState(state: string): string {
  return state.trim().toLowerCase().replace(/\s+/g, ' ');
}

/**
 * Splits a GST amount by place of supply: CGST and SGST (the odd paisa goes to CGST) when the
 * buyer's state is the seller's, IGST otherwise. An unknown buyer state counts as inter-state.
 * The seller's state is a store setting (`sellerState`); the caller passes it.
 */
export function splitGst(gstPaise: Paise, buyerState: string, sellerState: string): GstSplit {
  if (buyerState && normaliseState(buyerState) === normaliseState(sellerState)) {
    const sgst = Math.floor(gstPaise / 2);
    return { cgst: gstPaise - sgst, sgst, igst: 0 };
  }
  return { cgst: 0, sgst: 0, igst: gstPaise };
}
