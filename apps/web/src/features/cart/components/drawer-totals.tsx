/** The Current Order drawer's totals (shopper spec §2 Cart; issue 7): the quote's QuoteTotals, its error with Try again, or a spinner. */
import { QuoteTotals } from '../../../shared/pricing/quote-totals';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import type { useCartPricing } from '../hooks/use-cart-pricing';

/** Takes the cart's pricing (use-cart-pricing); dimmed while the cart is priced again. */
export function DrawerTotals({ pricing }: { pricing: ReturnType<typeof useCartPricing> }) {
  const { quote, query } = pricing;
  return (
    <div className="mt-3 border-t border-slate-200 pt-3" aria-busy={pricing.isRepricing || undefined}>
      {query.error ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-700">
          <p className="font-medium">{query.error.message}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      ) : quote ? (
        <div className={pricing.isRepricing ? 'opacity-60' : undefined}>
          <QuoteTotals quote={quote} />
        </div>
      ) : (
        <div className="flex justify-center py-6">
          <Spinner />
        </div>
      )}
    </div>
  );
}
