/**
 * Proceed to Payment (shopper spec §2 checkout, §5, §7): first the live stock recheck (a fresh
 * POST /cart/quote, never a cached one), then POST /order/new with the lines as the cart holds them
 * (bulk tier per line), the chosen saved address (its company name and GSTIN go on the order) and
 * the coupon, then POST /payment/create-phonepe-payment with the chosen way to pay, remember the pending payment, and go to the
 * gateway. The cart is left alone: it is cleared only when the payment succeeds.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast';
import { ApiError, hasErrorCode } from '../../../lib/api-client';
import { quoteLineOf, type CartItem, setAppliedCoupon, cartQuoteQueryOptions, quoteBodyOf } from '../../cart';
import { savePendingPayment } from '../../../shared/payments/pending-payment';
import {
  CouponRefused,
  couponRefusalOf,
  outOfStockMessage,
  StockCheckFailed,
  StockShortage,
} from '../lib/checkout-refusals';
import { createPayment } from './create-payment';
import type { PaymentChoice } from '../lib/payment-choices';
import { placeOrder } from './place-order';

export interface CheckoutInput {
  items: CartItem[];
  /** The saved address chosen at checkout (GET /addresses). */
  addressId: string;
  /** Its pincode: the quote's GST split and shipping. */
  pincode: string;
  couponCode?: string;
  contact: { name: string; email: string; phone: string };
  /** How to pay (GET /payment/methods); the server's default when absent. */
  payment?: PaymentChoice;
}

/** The live recheck: a fresh quote of the cart. Throws StockShortage, CouponRefused or an Error for delivery. */
async function recheck(queryClient: QueryClient, input: CheckoutInput) {
  const body = quoteBodyOf(input.items, { couponCode: input.couponCode, pincode: input.pincode });
  const quote = await queryClient
    .fetchQuery({ ...cartQuoteQueryOptions(body), staleTime: 0 })
    .catch((error: unknown) => {
      // A refusal of the cart itself (a bulk quantity outside its tier) is the answer; anything else means the check failed.
      throw error instanceof ApiError && error.status >= 400 && error.status < 500 ? error : new StockCheckFailed();
    });
  const short = quote.lines.filter((line) => line.problem !== null);
  if (short.length > 0) throw new StockShortage(short.map((line) => line.product_name));
  if (input.couponCode && quote.couponMessage) throw new CouponRefused(quote.couponMessage);
  if (!quote.orderable) throw new Error(quote.delivery?.message ?? 'Sorry, delivery not available in your area.');
}

export async function startCheckout(queryClient: QueryClient, input: CheckoutInput): Promise<string> {
  await recheck(queryClient, input);
  const order = await placeOrder({
    order: {
      ...input.contact,
      addressId: input.addressId,
      products: input.items.map(quoteLineOf),
      ...(input.couponCode ? { couponCode: input.couponCode } : {}),
    },
  });
  const payment = await createPayment(order._id, input.payment);
  const redirectUrl = payment.phonepeResponse?.redirectUrl;
  if (!redirectUrl) throw new Error('Payment gateway redirect URL not found.');
  savePendingPayment(order._id, payment.payment._id);
  return redirectUrl;
}

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
    mutationFn: (input: CheckoutInput) => startCheckout(queryClient, input),
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
