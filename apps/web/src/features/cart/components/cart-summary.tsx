/**
 * The cart's Summary (shopper spec §2 Cart): the coupon box, the server's quote as QuoteTotals
 * (the last figures stay, dimmed, while a change is re-priced), a refused quote's message with
 * Try again, and Checkout with the login rule (use-go-to-checkout).
 */
import type { CartQuote } from '@shop/domain/pricing/quote.responses';
import { Button } from '../../../components/ui/button';
import { QuoteTotals } from '../../../shared/pricing/quote-totals';
import { Spinner } from '../../../components/ui/spinner';
import { useGoToCheckout } from '../hooks/use-go-to-checkout';
import { CouponBox } from './coupon-box';

interface CartSummaryProps {
  quote?: CartQuote;
  couponCode?: string;
  isRepricing: boolean;
  error: Error | null;
  onRetry: () => void;
}

export function CartSummary({ quote, couponCode, isRepricing, error, onRetry }: CartSummaryProps) {
  const { goToCheckout, isPending } = useGoToCheckout();
  const blocked =
    quote && !quote.orderable
      ? quote.delivery?.serviceable === false
        ? (quote.delivery.message ?? 'We do not deliver to this pincode yet.')
        : 'Fix the items marked in red to continue.'
      : undefined;

  return (
    <section
      aria-labelledby="summary-heading"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm lg:sticky lg:top-4"
    >
      <h2 id="summary-heading" className="mb-3 text-lg font-semibold text-slate-900">
        Summary
      </h2>
      <CouponBox
        applied={couponCode}
        discount={quote?.appliedCoupon?.discountAmount}
        couponMessage={quote?.couponMessage}
      />
      <div className="mt-4" aria-busy={isRepricing || undefined}>
        {error ? (
          <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-700">
            <p className="font-medium">{error.message}</p>
            <Button variant="secondary" size="sm" className="mt-2" onClick={onRetry}>
              Try again
            </Button>
          </div>
        ) : quote ? (
          <div className={isRepricing ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
            <QuoteTotals quote={quote} />
          </div>
        ) : (
          <div className="flex justify-center py-8">
            <Spinner />
          </div>
        )}
      </div>
      <Button
        size="lg"
        variant="accent"
        className="mt-5 w-full"
        onClick={goToCheckout}
        disabled={!quote?.orderable || Boolean(error) || isPending}
      >
        Checkout
      </Button>
      {blocked && <p className="mt-2 text-center text-sm text-red-600">{blocked}</p>}
    </section>
  );
}
