/**
 * A placed order's lines and money summary (issue 7: the payment result and the account's order
 * show the figures the checkout's quote showed): each stored line with its bulk range, then
 * QuoteTotals on the order's stored figures (coupon code, % and amount, taxable value, CGST + SGST
 * or IGST, shipping, total).
 */
import type { Order } from '@shop/domain/orders/order.responses';
import { priceSummaryOfOrder } from './order-price-summary';
import { linesOfOrder, PriceLines } from './price-lines';
import { QuoteTotals } from './quote-totals';

export function OrderFigures({ order }: { order: Order }) {
  return (
    <div>
      <PriceLines lines={linesOfOrder(order)} className="mb-3 border-b border-slate-200" />
      <QuoteTotals quote={priceSummaryOfOrder(order)} />
    </div>
  );
}
