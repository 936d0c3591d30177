/**
 * An order's GST documents as staff see them on the order detail (issue 10; decision 033): its
 * invoice and the credit notes issued against it, with numbers, dates and amounts (rupees). Staff
 * download each by id with the existing PDF calls.
 */
import type { OrderCreditNote, OrderInvoice } from '@shop/domain/orders/order-detail.responses';
import { paiseToRupees } from '@shop/domain/money/money.rules';
import type { DbOrTx } from '../../db/client';
import * as repo from './invoices.repository';

/** The invoice of order `orderId` (null before it is issued) and its credit notes, oldest first. */
export async function documentsOfOrder(
  db: DbOrTx,
  orderId: string,
): Promise<{ invoice: OrderInvoice | null; creditNotes: OrderCreditNote[] }> {
  const invoice = await repo.findInvoiceOfOrder(db, orderId);
  if (!invoice) return { invoice: null, creditNotes: [] };
  const notes = await repo.creditNotesOfInvoice(db, invoice.id);
  return {
    invoice: {
      _id: invoice.id,
      number: invoice.number,
      issued_at: invoice.issuedAt.toISOString(),
      amount: paiseToRupees(invoice.totalPaise),
    },
    creditNotes: notes.map((note) => ({
      _id: note.id,
      number: note.number,
      issued_at: note.issuedAt.toISOString(),
      amount: paiseToRupees(note.amountPaise),
      refund_id: note.refundId,
    })),
  };
}
