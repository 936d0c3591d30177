/**
 * A GSTR-1-style export of one month's invoices and credit notes (India time) as CSV, for the
 * shop's accountant (issue 10): B2B invoices by the buyer's GSTIN, B2C supplies summed by place of
 * supply and rate, credit and debit notes, and the HSN-wise summary. One file, one section after
 * another, each with its own header row; amounts in rupees with two decimals.
 */
import { stringify } from 'csv-stringify/sync';
import { indiaMonthRange } from '@shop/domain/invoices/financial-year.rules';
import type { InvoiceDocument } from '@shop/domain/invoices/invoice-document.rules';
import type { DbOrTx } from '../../db/client';
import * as repo from './invoices.repository';

const rupees = (paise: number) => (paise / 100).toFixed(2);
const rate = (bp: number) => (bp / 100).toString();

/** Adds a document's lines, by rate, into `into` (keyed by `keyOf(rate)`); `sign` −1 for a credit note. */
function addByRate(
  into: Map<string, { taxable: number; cgst: number; sgst: number; igst: number }>,
  doc: InvoiceDocument,
  keyOf: (rateBp: number) => string,
  sign = 1,
) {
  for (const l of doc.lines) {
    const key = keyOf(l.gstRateBp);
    const sum = into.get(key) ?? { taxable: 0, cgst: 0, sgst: 0, igst: 0 };
    sum.taxable += sign * l.taxablePaise;
    sum.cgst += sign * l.cgstPaise;
    sum.sgst += sign * l.sgstPaise;
    sum.igst += sign * l.igstPaise;
    into.set(key, sum);
  }
}

type Row = (string | number)[];
type IssuedInvoice = Awaited<ReturnType<typeof repo.invoicesIssuedBetween>>[number];
type IssuedNote = Awaited<ReturnType<typeof repo.creditNotesIssuedBetween>>[number];

const placeOf = (doc: InvoiceDocument) => `${doc.placeOfSupply.code}-${doc.placeOfSupply.state}`;

/** The CSV of the month `month` (YYYY-MM). */
export async function gstr1Csv(db: DbOrTx, month: string): Promise<string> {
  const { from, to } = indiaMonthRange(month);
  const invoices = await repo.invoicesIssuedBetween(db, from, to);
  const notes = await repo.creditNotesIssuedBetween(db, from, to);
  const rows: Row[] = [
    [`GSTR-1 export for ${month}`],
    [],
    ...b2bSection(invoices),
    [],
    ...b2cSection(invoices, notes),
    [],
    ...creditNotesSection(notes),
    [],
    ...hsnSection(invoices, notes),
  ];
  return stringify(rows, { record_delimiter: '\r\n', escape_formulas: true });
}

/** The B2B invoices (those with the buyer's GSTIN): one row per invoice and GST rate. */
function b2bSection(invoices: IssuedInvoice[]): Row[] {
  const rows: Row[] = [
    ['B2B invoices'],
    [
      'GSTIN of recipient',
      'Receiver name',
      'Invoice number',
      'Invoice date',
      'Invoice value',
      'Place of supply',
      'Reverse charge',
      'Rate',
      'Taxable value',
      'CGST',
      'SGST',
      'IGST',
    ],
  ];
  for (const inv of invoices.filter((i) => i.buyerGstin !== '')) {
    const byRate = new Map<string, { taxable: number; cgst: number; sgst: number; igst: number }>();
    addByRate(byRate, inv.document, (bp) => String(bp));
    const d = inv.document;
    for (const [bp, s] of byRate) {
      rows.push([
        inv.buyerGstin,
        d.buyer.companyName || d.buyer.name,
        inv.number,
        d.date,
        rupees(inv.totalPaise),
        placeOf(d),
        'N',
        rate(Number(bp)),
        rupees(s.taxable),
        rupees(s.cgst),
        rupees(s.sgst),
        rupees(s.igst),
      ]);
    }
  }
  return rows;
}

/** The B2C supplies summed by place of supply and rate, less the month's B2C credit notes. */
function b2cSection(invoices: IssuedInvoice[], notes: IssuedNote[]): Row[] {
  const rows: Row[] = [
    ['B2C supplies by place of supply (net: B2C credit notes of the month already taken off)'],
    ['Place of supply', 'Rate', 'Taxable value', 'CGST', 'SGST', 'IGST'],
  ];
  const b2c = new Map<string, { taxable: number; cgst: number; sgst: number; igst: number }>();
  for (const inv of invoices.filter((i) => i.buyerGstin === ''))
    addByRate(b2c, inv.document, (bp) => `${placeOf(inv.document)}|${bp}`);
  for (const note of notes.filter((n) => n.document.buyer.gstin === ''))
    addByRate(b2c, note.document, (bp) => `${placeOf(note.document)}|${bp}`, -1);
  for (const [key, s] of [...b2c].sort(([a], [b]) => a.localeCompare(b))) {
    const [place, bp] = key.split('|') as [string, string];
    rows.push([place, rate(Number(bp)), rupees(s.taxable), rupees(s.cgst), rupees(s.sgst), rupees(s.igst)]);
  }
  return rows;
}

/** Every credit note of the month, one row each, with the invoice it corrects. */
function creditNotesSection(notes: IssuedNote[]): Row[] {
  const rows: Row[] = [
    ['Credit notes (all; the B2C ones are already netted in the B2C section above)'],
    [
      'GSTIN of recipient',
      'Receiver name',
      'Note number',
      'Note date',
      'Original invoice',
      'Original date',
      'Note value',
      'Place of supply',
      'Taxable value',
      'CGST',
      'SGST',
      'IGST',
    ],
  ];
  for (const note of notes) {
    const d = note.document;
    const t = d.totals;
    rows.push([
      d.buyer.gstin,
      d.buyer.companyName || d.buyer.name,
      note.number,
      d.date,
      d.original?.number ?? '',
      d.original?.date ?? '',
      rupees(note.amountPaise),
      placeOf(d),
      rupees(t.taxablePaise),
      rupees(t.cgstPaise),
      rupees(t.sgstPaise),
      rupees(t.igstPaise),
    ]);
  }
  return rows;
}

/** The HSN-wise summary by HSN code and rate: the invoices' quantities and tax less the credit notes'. */
function hsnSection(invoices: IssuedInvoice[], notes: IssuedNote[]): Row[] {
  const rows: Row[] = [
    ['HSN summary (invoices less credit notes)'],
    ['HSN/SAC', 'UQC', 'Total quantity', 'Rate', 'Taxable value', 'CGST', 'SGST', 'IGST'],
  ];
  const hsn = new Map<string, { qty: number; taxable: number; cgst: number; sgst: number; igst: number }>();
  const addHsn = (doc: InvoiceDocument, sign: number) => {
    for (const r of doc.hsnSummary) {
      const key = `${r.hsnCode}|${r.gstRateBp}`;
      const s = hsn.get(key) ?? { qty: 0, taxable: 0, cgst: 0, sgst: 0, igst: 0 };
      // A credit note takes its quantity off too: a return's note names the units that came back,
      // a cancel's the whole order that never went (issue 26).
      s.qty += sign * r.quantity;
      s.taxable += sign * r.taxablePaise;
      s.cgst += sign * r.cgstPaise;
      s.sgst += sign * r.sgstPaise;
      s.igst += sign * r.igstPaise;
      hsn.set(key, s);
    }
  };
  for (const inv of invoices) addHsn(inv.document, 1);
  for (const note of notes) addHsn(note.document, -1);
  for (const [key, s] of [...hsn].sort(([a], [b]) => a.localeCompare(b))) {
    const [code, bp] = key.split('|') as [string, string];
    rows.push([
      code,
      'NOS',
      s.qty,
      rate(Number(bp)),
      rupees(s.taxable),
      rupees(s.cgst),
      rupees(s.sgst),
      rupees(s.igst),
    ]);
  }
  return rows;
}
