/**
 * "Order confirmed" (issue 8): the full confirmation, sent in the transaction that settles the
 * captured payment the order keeps (payments settlement, webhook, verification or the
 * reconciliation job alike): its lines, GST, shipping, coupon and total, the amount paid, and
 * links to track it and to the customer's orders. The template name stays 'payment-received'.
 */
import { text } from '@shop/domain/validation/text.schemas';
import { z } from 'zod';
import { formatInr } from '@shop/domain/money/money.rules';
import { shortId } from '@shop/domain/orders/order-status.rules';
import { esc, frame, indiaDate, ordersLink, type MailContext } from './layout.mail';

export const PAYMENT_RECEIVED_MAIL = 'payment-received';

const paise = z.number().int().nonnegative();
export const paymentReceivedData = z.object({
  orderId: text({ max: 100 }),
  customerName: text({ max: 200 }),
  amountPaise: paise,
  /**
   * unitPricePaise is before GST; unitPriceWithGstPaise, the tax-inclusive unit price the shopper
   * saw, is shown when present (mails queued before decision 055 lack it).
   */
  lines: z
    .array(
      z.object({
        name: text({ max: 500 }),
        quantity: z.number().int().positive(),
        unitPricePaise: paise,
        unitPriceWithGstPaise: paise.optional(),
        totalPaise: paise,
      }),
    )
    .max(200)
    .default([]),
  taxablePaise: paise.optional(),
  gstPaise: paise.optional(),
  shippingPaise: paise.optional(),
  couponCode: text({ max: 100 }).nullable().optional(),
  couponDiscountPaise: paise.optional(),
  totalPaise: paise.optional(),
  /** ISO date the order is expected by. */
  expectedDelivery: text({ max: 40 }).nullable().optional(),
});
export type PaymentReceivedData = z.infer<typeof paymentReceivedData>;

/** A line's unit price as the shopper saw it: "₹590.00 incl. GST" (or "₹500.00 + GST" in an older queued mail). */
function unitLabel(line: PaymentReceivedData['lines'][number]): string {
  return line.unitPriceWithGstPaise === undefined
    ? `${formatInr(line.unitPricePaise)} + GST`
    : `${formatInr(line.unitPriceWithGstPaise)} incl. GST`;
}

/** The figures under the lines, as [label, amount] rows (only those the data has). */
function totalsOf(data: PaymentReceivedData): [string, string][] {
  const rows: [string, string][] = [];
  if (data.taxablePaise !== undefined) rows.push(['Items (before GST)', formatInr(data.taxablePaise)]);
  if (data.gstPaise !== undefined) rows.push(['GST', formatInr(data.gstPaise)]);
  if (data.shippingPaise !== undefined)
    rows.push(['Shipping', data.shippingPaise === 0 ? 'Free' : formatInr(data.shippingPaise)]);
  if (data.couponDiscountPaise)
    rows.push([`Coupon ${data.couponCode ?? ''}`.trim(), `included (−${formatInr(data.couponDiscountPaise)})`]);
  rows.push(['Total', formatInr(data.totalPaise ?? data.amountPaise)], ['Paid', formatInr(data.amountPaise)]);
  return rows;
}

export function renderPaymentReceived(data: PaymentReceivedData, ctx: MailContext) {
  const ref = shortId(data.orderId);
  const link = ordersLink(ctx);
  const trackUrl = `${ctx.publicUrl}/track-order`;
  const by = data.expectedDelivery ? indiaDate(data.expectedDelivery) : null;
  const intro = `We received your payment of ${formatInr(data.amountPaise)}: order ${ref} is confirmed and we are getting it ready to ship (delivery in 3-5 working days).`;
  const cell = 'padding:4px 8px;border-bottom:1px solid #e2e8f0';
  const lineRows = data.lines
    .map(
      (l) =>
        `<tr><td style="${cell}">${esc(l.name)}</td><td style="${cell};text-align:right">${esc(l.quantity)} × ${esc(unitLabel(l))}</td><td style="${cell};text-align:right">${esc(formatInr(l.totalPaise))}</td></tr>`,
    )
    .join('');
  const totals = totalsOf(data);
  return frame(ctx, {
    subject: `Order ${ref} confirmed: payment received`,
    heading: `Thank you, ${data.customerName}: order ${ref} is confirmed`,
    html: [
      `<p>${esc(intro)}</p>`,
      data.lines.length > 0
        ? `<table style="width:100%;border-collapse:collapse;font-size:14px">${lineRows}</table>`
        : '',
      `<table style="width:100%;border-collapse:collapse;font-size:14px;margin-top:8px">${totals.map(([k, v]) => `<tr><td style="padding:2px 8px">${esc(k)}</td><td style="padding:2px 8px;text-align:right"><strong>${esc(v)}</strong></td></tr>`).join('')}</table>`,
      '<p style="font-size:12px;color:#64748b">Line totals include GST.</p>',
      by ? `<p>Expected delivery: ${esc(by)}</p>` : '',
      `<p><a href="${esc(trackUrl)}">Track your order</a></p>`,
      link.html,
    ].join('\n'),
    text: [
      intro,
      '',
      ...data.lines.map((l) => `- ${l.quantity} x ${l.name} @ ${unitLabel(l)}: ${formatInr(l.totalPaise)}`),
      '',
      ...totals.map(([k, v]) => `${k}: ${v}`),
      'Line totals include GST.',
      ...(by ? [`Expected delivery: ${by}`] : []),
      '',
      `Track your order: ${trackUrl}`,
      link.text,
    ],
  });
}
