/**
 * The credit note of a return's refund (issue 26; CGST Act s.34): issued in the refunding
 * transaction against the order's invoice, for exactly the units that came back (and the shipping
 * line when the return refunds it), so the refund is the credit note's amount and GSTR-1's HSN
 * summary loses those units. Once per refund (unique index on the refund).
 */
import { documentNumber, financialYearOf, indiaDateOf } from '@shop/domain/invoices/financial-year.rules';
import { buildInvoiceDocument } from '@shop/domain/invoices/invoice-document.rules';
import { returnCreditLinesOf, SHIPPING_SAC } from '@shop/domain/invoices/invoice-lines.rules';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { getSettings } from '../settings/settings.service';
import * as repo from './invoices.repository';

export const INVOICE_NOT_ISSUED = 'The tax invoice of this order is not issued yet. Please try again in a minute.';

/** Some units of an order line to credit: how many of its units earlier returns credited, and how many now. */
export interface ReturnedUnits {
  orderLineId: string;
  from: number;
  units: number;
}

/** An order line as its invoice was built from it: goods, then its extended warranty's service line when it had one. */
export interface InvoicedLine {
  id: string;
  extendedWarranty: boolean;
  extendedWarrantyMonths: number | null;
}

/** Where each order line's goods and warranty lines sit in the invoice's lines (invoices.service issueInvoice's order). */
function invoiceIndexes(orderLines: readonly InvoicedLine[]): Map<string, { goods: number; warranty: number | null }> {
  const indexes = new Map<string, { goods: number; warranty: number | null }>();
  let next = 0;
  for (const line of orderLines) {
    const goods = next++;
    const warranty = line.extendedWarranty && line.extendedWarrantyMonths ? next++ : null;
    indexes.set(line.id, { goods, warranty });
  }
  return indexes;
}

/** What a return's credit is built from: the order's lines in their stored order, the returned units, and whether the shipping line goes too. */
export interface ReturnCredit {
  orderId: string;
  orderLines: readonly InvoicedLine[];
  returned: readonly ReturnedUnits[];
  withShipping: boolean;
  now: Date;
}

/** The credit note's lines and amount (paise) against the order's invoice. CONFLICT when the invoice is not issued yet or the credit would pass what it still holds. */
async function creditOf(tx: DbOrTx, input: ReturnCredit) {
  const invoice = await repo.findInvoiceOfOrder(tx, input.orderId);
  if (!invoice) throw new AppError('CONFLICT', INVOICE_NOT_ISSUED);
  const original = invoice.document;
  const indexes = invoiceIndexes(input.orderLines);
  const picks = input.returned.flatMap((r) => {
    const at = indexes.get(r.orderLineId);
    if (!at) throw new AppError('CONFLICT', 'A returned item is not on this order.');
    return [at.goods, ...(at.warranty === null ? [] : [at.warranty])].map((index) => ({
      index,
      from: r.from,
      units: r.units,
    }));
  });
  const shippingIndex = input.withShipping ? original.lines.findIndex((l) => l.hsnCode === SHIPPING_SAC) : -1;
  const lines = returnCreditLinesOf(
    original.lines,
    picks,
    shippingIndex >= 0 ? shippingIndex : null,
    original.intraState,
  );
  const amountPaise = lines.reduce((sum, l) => sum + l.totalPaise, 0);
  const credited = (await repo.creditNotesOfInvoice(tx, invoice.id)).reduce((sum, note) => sum + note.amountPaise, 0);
  if (amountPaise < 1 || credited + amountPaise > invoice.totalPaise)
    throw new AppError('CONFLICT', 'The refund would be more than what was paid for this order.');
  return { invoice, lines, amountPaise };
}

/** The amount in paise the return's credit note will have (its refund), without issuing it. Refusals as issueReturnCreditNote. */
export async function previewReturnCredit(tx: DbOrTx, input: ReturnCredit): Promise<number> {
  return (await creditOf(tx, input)).amountPaise;
}

/**
 * Issues, inside `tx` (the order locked by the caller), the credit note of refund `refundId` for
 * the returned units (and the shipping line when `withShipping`). Returns the note and its amount
 * in paise. Once per refund: a second call returns the first note.
 */
export async function issueReturnCreditNote(
  tx: DbOrTx,
  input: ReturnCredit & { refundId: string },
): Promise<{ creditNote: repo.CreditNoteRow; amountPaise: number }> {
  const existing = await repo.findCreditNoteOfRefund(tx, input.refundId);
  if (existing) return { creditNote: existing, amountPaise: existing.amountPaise };
  const { invoice, lines, amountPaise } = await creditOf(tx, input);
  const original = invoice.document;
  const settings = await getSettings(tx);
  const financialYear = financialYearOf(input.now);
  const serial = await repo.nextSerial(tx, 'credit-note', financialYear);
  const number = documentNumber(settings.creditNotePrefix, financialYear, serial);
  const document = buildInvoiceDocument({
    ...original,
    kind: 'credit-note',
    number,
    date: indiaDateOf(input.now),
    lines,
    original: { number: original.number, date: original.date },
  });
  const creditNote = await repo.insertCreditNote(tx, {
    invoiceId: invoice.id,
    orderId: input.orderId,
    refundId: input.refundId,
    number,
    financialYear,
    serial,
    issuedAt: input.now,
    amountPaise,
    document,
  });
  return { creditNote, amountPaise };
}

/** The credit note of a refund, or undefined (the returns module shows its number). */
export async function creditNoteOfRefund(
  db: DbOrTx,
  refundId: string,
): Promise<{ id: string; number: string } | undefined> {
  const note = await repo.findCreditNoteOfRefund(db, refundId);
  return note ? { id: note.id, number: note.number } : undefined;
}
