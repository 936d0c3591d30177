/**
 * The checkout's Order Summary (shopper spec §2 checkout; issue 7): the server's quote for the
 * cart, the chosen coupon and delivery pincode (POST /cart/quote): each line with its bulk range,
 * quantity, unit price and total, problems in red; the applied coupon, removable here; the money
 * summary (QuoteTotals: CGST + SGST inside the seller's state, IGST elsewhere, shipping); and
 * Proceed to Payment (submits the contact form).
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CartQuote } from '@shop/domain/pricing/quote.responses';
import { linesOfQuote, PriceLines } from '../../../shared/pricing/price-lines';
import { QuoteTotals } from '../../../shared/pricing/quote-totals';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { preloadCheckoutRun } from '../api/start-checkout';

interface CheckoutSummaryProps {
  quote: CartQuote | undefined;
  /** Why the cart could not be priced (e.g. a bulk quantity outside its range), if it could not. */
  quoteError?: string;
  /** The code the shopper applied in the cart, if any. */
  couponCode: string | undefined;
  onRemoveCoupon: () => void;
  formId: string;
  disabled: boolean;
  isProcessing: boolean;
  notice?: ReactNode;
}

function CouponLine({ quote, code, onRemove }: { quote: CartQuote; code: string; onRemove: () => void }) {
  const applied = quote.appliedCoupon;
  return (
    <div
      className={`mb-3 flex items-start justify-between gap-3 rounded-lg px-3 py-2 text-sm ${applied ? 'bg-green-50 text-green-800' : 'bg-red-50 text-red-700'}`}
    >
      <p>
        {applied ? (
          <>
            Coupon <strong>{applied.code}</strong> applied ({applied.discountPercentage}% off)
          </>
        ) : (
          <>
            Coupon <strong>{code}</strong> not applied: {quote.couponMessage ?? 'Invalid or expired coupon'}
          </>
        )}
      </p>
      <button
        type="button"
        onClick={onRemove}
        className="shrink-0 font-semibold underline underline-offset-2 hover:no-underline"
      >
        Remove
      </button>
    </div>
  );
}

export function CheckoutSummary({
  quote,
  quoteError,
  couponCode,
  onRemoveCoupon,
  formId,
  disabled,
  isProcessing,
  notice,
}: CheckoutSummaryProps) {
  return (
    <section
      aria-labelledby="order-summary-heading"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm lg:sticky lg:top-4"
    >
      <h2 id="order-summary-heading" className="mb-3 text-lg font-semibold text-slate-900">
        Order Summary
      </h2>
      {quoteError ? (
        <div className="rounded-lg bg-red-50 p-3 text-sm text-red-700">
          <p>{quoteError}</p>
          <Link
            to={paths.cart()}
            className="mt-1 inline-block font-semibold underline underline-offset-2 hover:no-underline"
          >
            Back to Cart
          </Link>
        </div>
      ) : quote ? (
        <>
          <PriceLines lines={linesOfQuote(quote)} className="mb-4 border-b border-slate-200" />
          {couponCode && <CouponLine quote={quote} code={couponCode} onRemove={onRemoveCoupon} />}
          <QuoteTotals quote={quote} />
        </>
      ) : (
        <div className="flex justify-center py-8">
          <Spinner />
        </div>
      )}
      <Button
        type="submit"
        form={formId}
        size="lg"
        variant="accent"
        className="mt-5 w-full"
        disabled={disabled}
        isLoading={isProcessing}
        onPointerEnter={preloadCheckoutRun}
        onPointerDown={preloadCheckoutRun}
        onFocus={preloadCheckoutRun}
      >
        Proceed to Payment
      </Button>
      {notice && <div className="mt-2 text-center text-sm text-red-600">{notice}</div>}
      <p className="mt-3 text-center text-xs text-slate-500">
        You will pay on the secure payment page. Your order is confirmed once the payment succeeds.
      </p>
    </section>
  );
}
