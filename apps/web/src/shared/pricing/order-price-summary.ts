/**
 * A placed order's figures as QuoteTotals shows them (issue 7: checkout, payment result and order
 * show the same figures). Only a renaming of the server's fields (GET /order/{id}); no arithmetic.
 */
import type { Order } from '@shop/domain/orders/order.responses';
import type { PriceSummary } from './quote-totals';

export function priceSummaryOfOrder(order: Order): PriceSummary {
  return {
    lines: order.products,
    subtotal: order.itemsSubtotal,
    tierSavings: order.tierSavings,
    appliedCoupon: order.appliedCoupon,
    couponDiscount: order.couponDiscount,
    warrantyTotal: order.warrantyTotal,
    // The order's `subtotal` is its taxable value (after the coupon), the quote's `taxableValue`.
    taxableValue: order.subtotal,
    supply: order.supply,
    cgst: order.cgst,
    sgst: order.sgst,
    igst: order.igst,
    gstAmount: order.gstAmount,
    shippingCost: order.shippingCost,
    totalPrice: order.totalPrice,
    savingsVsMrp: order.discountTotal,
  };
}
