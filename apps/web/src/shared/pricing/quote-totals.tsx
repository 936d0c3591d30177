/**
 * The money summary of a priced cart (POST /cart/quote; issue 7, shopper spec §2 Cart and
 * Checkout, §9): items before GST (after bulk tiers), the coupon, the taxable value, CGST + SGST or
 * IGST (GST while the pincode is not known), shipping (to the quote's pincode when known) with how
 * much more buys free delivery, the total and the saving against the MRP.
 * Cart, checkout and the Current Order drawer all show this, so they show the same figures; the
 * figures are the server's, in rupees, only formatted here.
 */
import type { CartQuote } from '@shop/domain/pricing/quote.responses';
import { formatRupees } from '../../lib/format';

function Row({ label, value, tone = 'text-slate-900' }: { label: string; value: string; tone?: string }) {
  return (
    <div className="flex justify-between gap-4 py-1.5">
      <dt className="text-slate-600">{label}</dt>
      <dd className={`font-medium tabular-nums ${tone}`}>{value}</dd>
    </div>
  );
}

function shippingText(quote: PriceSummary): string {
  if (quote.shippingCost === null) return 'Calculated at checkout';
  return quote.shippingCost === 0 ? 'Free' : formatRupees(quote.shippingCost);
}

/**
 * The figures the summary shows: a POST /cart/quote reply as it is, or a placed order's figures
 * (order-price-summary.ts), so checkout, the payment result and the order show the same rows.
 */
export type PriceSummary = Pick<
  CartQuote,
  | 'subtotal'
  | 'tierSavings'
  | 'appliedCoupon'
  | 'couponDiscount'
  | 'taxableValue'
  | 'supply'
  | 'cgst'
  | 'sgst'
  | 'igst'
  | 'gstAmount'
  | 'shippingCost'
  | 'totalPrice'
  | 'savingsVsMrp'
  | 'warrantyTotal'
> &
  Partial<Pick<CartQuote, 'delivery' | 'addForFreeShipping'>> & { lines: readonly { quantity: number }[] };

export function QuoteTotals({ quote }: { quote: PriceSummary }) {
  const units = quote.lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <div className="text-sm">
      <dl aria-label="Price details">
        <Row label={`Items (${units}) before GST`} value={formatRupees(quote.subtotal)} />
        {/* The items figure already has the tier prices in it: the saving is a note, not a row to subtract. */}
        {quote.tierSavings > 0 && (
          <div className="-mt-1 pb-1.5 text-xs font-medium text-green-700">
            <dt className="sr-only">Bulk pricing</dt>
            <dd>Includes bulk pricing savings of {formatRupees(quote.tierSavings)}</dd>
          </div>
        )}
        {quote.appliedCoupon && (
          <Row
            label={`Coupon ${quote.appliedCoupon.code} (${quote.appliedCoupon.discountPercentage}%)`}
            value={`− ${formatRupees(quote.couponDiscount)}`}
            tone="text-green-700"
          />
        )}
        {/* A service beside the goods (decision 039): no coupon on it; GST 18% is in the rows below. */}
        {quote.warrantyTotal > 0 && (
          <Row label="Extended warranty before GST" value={formatRupees(quote.warrantyTotal)} />
        )}
        <Row label="Taxable value" value={formatRupees(quote.taxableValue)} />
        {quote.supply === 'intra' && (
          <>
            <Row label="CGST" value={formatRupees(quote.cgst)} />
            <Row label="SGST" value={formatRupees(quote.sgst)} />
          </>
        )}
        {quote.supply === 'inter' && <Row label="IGST" value={formatRupees(quote.igst)} />}
        {quote.supply === null && <Row label="GST" value={formatRupees(quote.gstAmount)} />}
        <Row
          label={quote.delivery ? `Shipping to ${quote.delivery.pincode}` : 'Shipping'}
          value={shippingText(quote)}
          tone={quote.shippingCost === 0 ? 'text-green-700' : undefined}
        />
        {quote.addForFreeShipping != null && quote.addForFreeShipping > 0 && (
          <div className="-mt-1 pb-1.5 text-xs font-medium text-sky-700">
            <dt className="sr-only">Free delivery</dt>
            <dd>Add {formatRupees(quote.addForFreeShipping)} more (before GST) for free delivery</dd>
          </div>
        )}
        <div className="mt-2 flex justify-between gap-4 border-t border-slate-200 pt-3 text-base">
          <dt className="font-semibold text-slate-900">Total</dt>
          <dd className="font-bold tabular-nums text-slate-900">{formatRupees(quote.totalPrice)}</dd>
        </div>
      </dl>
      {quote.savingsVsMrp > 0 && (
        <p className="mt-2 rounded-md bg-green-50 px-3 py-2 text-center text-sm font-medium text-green-800">
          You save {formatRupees(quote.savingsVsMrp)} against the MRP
        </p>
      )}
    </div>
  );
}
