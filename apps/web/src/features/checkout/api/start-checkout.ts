/**
 * Proceed to Payment (shopper spec §2 checkout, §5, §7): the mutation that runs the checkout
 * (checkout-run.ts: the stock recheck, POST /order/new, the payment and the gateway) and tells the
 * shopper why it was refused. The run's code loads when Proceed is about to be pressed
 * (preloadCheckoutRun) or at the latest when it is (decision 099).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast';
import { ApiError, hasErrorCode } from '../../../lib/api-client';
import { setAppliedCoupon } from '../../cart';
import { outOfStockMessage } from '@shop/domain/catalog/stock-label.rules';
import { couponRefusalOf, StockCheckFailed, StockShortage } from '../lib/checkout-refusals';
import type { CheckoutInput } from './checkout-run';

const loadRun = () => import('./checkout-run');
/** Loads the run's code ahead of the press (a pointer on Proceed, or its focus); a failed load is retried by the press. */
export const preloadCheckoutRun = () => void loadRun().catch(() => undefined);

/** The message for a refused checkout (shopper spec §8 order and payment errors). */
function messageOf(error: Error): string {
  if (error instanceof ApiError && error.status >= 500)
    return 'Payment service temporarily unavailable. Please try again later.';
  if (hasErrorCode(error, 'FORBIDDEN')) return 'You need to sign up first. Please create your account to continue.';
  return error.message || 'Failed to process payment. Please try again.';
}

/** Runs the checkout; on success the browser leaves for the gateway, so the pending state stays on. */
export function useStartCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CheckoutInput) => (await loadRun()).startCheckout(queryClient, input),
    onSuccess: (redirectUrl) => window.location.assign(redirectUrl),
    onError: (error) => {
      if (error instanceof StockShortage) {
        // One toast per short line, in the spec's words; the summary shows the fresh quote's problems.
        error.names.forEach((name, i) => toast.error(outOfStockMessage(name), { id: `stock-${i}`, duration: 5000 }));
        return;
      }
      const couponRefusal = couponRefusalOf(error);
      if (couponRefusal) {
        // The coupon is dropped and the summary re-prices without it; nothing else changes.
        toast.error(couponRefusal, { duration: 5000 });
        setAppliedCoupon(undefined);
        return;
      }
      toast.error(messageOf(error), { duration: error instanceof StockCheckFailed ? 5000 : 8000 });
      // A stock conflict (or another the order's figures may explain) means they are out of date: re-read them.
      if (hasErrorCode(error, 'OUT_OF_STOCK', 'CONFLICT', 'COUPON_REFUSED')) {
        void queryClient.invalidateQueries({ queryKey: ['cart-quote'] });
        void queryClient.invalidateQueries({ queryKey: ['products'] });
      }
    },
  });
}
