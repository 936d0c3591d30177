/**
 * The facts a GST tax invoice or credit note states (CGST Rules 2017, Rule 46 and Rule 53),
 * fixed when it is issued and stored as they are: the PDF is drawn from this snapshot, never
 * from the order or the settings as they are later. Zod-free.
 */
import type { Paise } from '../money/money.rules';
import { findIndianState } from '../tax/gst-states.rules';
import { amountInWords } from './amount-in-words.rules';
import {
  hsnSummaryOf,
  invoiceTotalsOf,
  type HsnSummaryRow,
  type InvoiceLine,
  type InvoiceTotals,
} from './invoice-lines.rules';

export type DocumentKind = 'invoice' | 'credit-note';

export interface DocumentParty {
  name: string;
  address: string;
  state: string;
  /** Two-digit GST state code ('09'), '' when the state is not one we know. */
  stateCode: string;
  gstin: string;
}

export interface DocumentBuyer extends DocumentParty {
  companyName: string;
  email: string;
  phone: string;
}

export interface InvoiceDocument {
  kind: DocumentKind;
  number: string;
  /** The date of issue in India time, YYYY-MM-DD. */
  date: string;
  seller: DocumentParty;
  buyer: DocumentBuyer;
  placeOfSupply: { state: string; code: string };
  /** Delivery inside the seller's state: CGST + SGST; otherwise IGST. */
  intraState: boolean;
  /** B2B when the buyer gave a GSTIN. */
  b2b: boolean;
  orderId: string;
  orderReference: string;
  orderDate: string;
  lines: InvoiceLine[];
  totals: InvoiceTotals;
  hsnSummary: HsnSummaryRow[];
  amountInWords: string;
  reverseCharge: false;
  /** A credit note's original invoice. */
  original?: { number: string; date: string };
}

/** The GST state code of a state name, '' when unknown. */
export function stateCodeOf(state: string): string {
  return findIndianState(state)?.code ?? '';
}

export interface DocumentFacts {
  kind: DocumentKind;
  number: string;
  date: string;
  seller: Omit<DocumentParty, 'stateCode'>;
  buyer: Omit<DocumentBuyer, 'stateCode'>;
  intraState: boolean;
  orderId: string;
  orderReference: string;
  orderDate: string;
  lines: InvoiceLine[];
  original?: { number: string; date: string };
}

/** The full document from its facts: state codes, place of supply (the delivery state), totals, HSN summary, words. */
export function buildInvoiceDocument(facts: DocumentFacts): InvoiceDocument {
  const totals = invoiceTotalsOf(facts.lines);
  const buyerCode = stateCodeOf(facts.buyer.state);
  return {
    ...facts,
    seller: { ...facts.seller, stateCode: stateCodeOf(facts.seller.state) },
    buyer: { ...facts.buyer, stateCode: buyerCode },
    placeOfSupply: { state: facts.buyer.state, code: buyerCode },
    b2b: facts.buyer.gstin !== '',
    totals,
    hsnSummary: hsnSummaryOf(facts.lines),
    amountInWords: amountInWords(totals.totalPaise as Paise),
    reverseCharge: false,
  };
}
