/**
 * Proceed to Payment's run (shopper spec §2 checkout, §5, §7), loaded when the button is about to be
 * pressed (start-checkout.ts, decision 099): first the live stock recheck (a fresh
 * POST /cart/quote, never a cached one), then POST /order/new with the lines as the cart holds them
 * (bulk tier per line), the chosen saved address (its company name and GSTIN go on the order) and
 * the coupon, then POST /payment/create-phonepe-payment with the chosen way to pay, remember the pending payment, and go to the
 * gateway. The cart is left alone: it is cleared only when the payment succeeds.
 */
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { quoteLineOf, cartQuoteQueryOptions, quoteBodyOf, type CartItem } from '../../cart';
import { savePendingPayment } from '../../../shared/payments/pending-payment';
import { CouponRefused, StockCheckFailed, StockShortage } from '../lib/checkout-refusals';
import { createPayment } from './create-payment';
import { placeOrder } from './place-order';
import type { PaymentChoice } from '../lib/payment-choices';

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

/** Runs it: rechecks, places the order, starts the payment; returns the gateway's address. Throws a refusal. */
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
