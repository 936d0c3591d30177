/**
 * Return refunded (issue 26): a SuperAdmin refunds a received return, across the returns, orders,
 * invoices and payments modules in one transaction: the GST credit note for exactly the returned
 * units (and the shipping charge when the whole order came back or the reason is the seller's
 * fault, once per order) is issued against the invoice, and its amount becomes the refund due of
 * the order's payment, paid back through the gateway that took it. After commit the refund is
 * asked of the gateway at once; if that fails, the refund job retries it. Idempotent: a second
 * refund is refused by the table, and the refund and credit note are unique per return.
 */
import { refundsShipping } from '@shop/domain/returns/return.rules';
import type { ApiReturnRequest } from '@shop/domain/returns/return.responses';
import type { Db } from '../db/client';
import { issueInvoice } from '../modules/invoices/invoices.service';
import { issueReturnCreditNote, previewReturnCredit } from '../modules/invoices/return-credit-notes.service';
import { lockOrderWithLines } from '../modules/orders/orders.service';
import { issueRefund, recordReturnRefund } from '../modules/payments/refunds.service';
import {
  assertReturnStep,
  auditReturnStep,
  lockReturn,
  mailReturnStep,
  returnLinesOf,
  returnsOfOrder,
  returnView,
  saveReturnStep,
} from '../modules/returns/returns.service';
import type { StaffSession } from '../modules/sessions/sessions.service';
import type { PaymentRegistry } from '../providers/payments/gateways.config';

/** Refunds return `id` at `now`; returns it as the API shows it. CONFLICT as the return table says, when the invoice is not issued yet, or the refund would pass what was paid. */
export async function refundReturn(
  db: Db,
  registry: PaymentRegistry,
  staff: StaffSession,
  id: string,
  now: Date,
): Promise<ApiReturnRequest> {
  // The credit note is written against the invoice: issue it now if its job has not run yet (idempotent).
  const peek = await db.transaction((tx) => lockReturn(tx, id));
  await issueInvoice(db, peek.orderId, now);
  const { view, refundId } = await db.transaction(async (tx) => {
    // The request, then its order: every step that locks both takes them in this order.
    const request = await lockReturn(tx, id);
    const { order, lines: orderLines } = await lockOrderWithLines(tx, request.orderId);
    assertReturnStep(request, 'Refunded', staff.role);
    const returned = await returnLinesOf(tx, id);
    const others = (await returnsOfOrder(tx, order.id)).filter(
      ({ request: other }) => other.id !== id && other.status === 'Refunded',
    );
    // Units of each line credited by earlier refunds: this credit note takes the next ones.
    const creditedBefore = (orderLineId: string) =>
      others.reduce((n, o) => n + (o.lines.find((l) => l.orderLineId === orderLineId)?.quantity ?? 0), 0);
    const wholeBack = orderLines.every((l) => l.returnedQuantity === l.quantity);
    const withShipping =
      order.shippingPaise > 0 &&
      refundsShipping(request.reason, wholeBack) &&
      !others.some((o) => o.request.shippingRefunded);
    const credit = {
      orderId: order.id,
      orderLines,
      returned: returned.map((r) => ({
        orderLineId: r.orderLineId,
        from: creditedBefore(r.orderLineId),
        units: r.quantity,
      })),
      withShipping,
      now,
    };
    const amountPaise = await previewReturnCredit(tx, credit);
    const refund = await recordReturnRefund(tx, { orderId: order.id, returnRequestId: id, amountPaise });
    const { creditNote } = await issueReturnCreditNote(tx, { ...credit, refundId: refund.id });
    const refunded = await saveReturnStep(tx, id, {
      status: 'Refunded',
      refundId: refund.id,
      refundPaise: amountPaise,
      shippingRefunded: withShipping,
    });
    await auditReturnStep(tx, staff, 'return.refund', request, refunded);
    await mailReturnStep(tx, refunded, order, 'refunded', { creditNoteNumber: creditNote.number });
    return { view: refunded, refundId: refund.id };
  });
  try {
    await issueRefund(db, registry, refundId);
  } catch {
    // The gateway is down or refused for now: the refund stays due and its job retries it.
  }
  return db.transaction((tx) => returnView(tx, view));
}
