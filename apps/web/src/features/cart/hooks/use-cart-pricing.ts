/**
 * The shopper's cart priced by the server for the cart page and the Current Order drawer
 * (shopper spec §2 Cart; issue 7): POST /cart/quote with the applied coupon and the delivery
 * pincode the header shows, chosen or guessed from the IP address (issue 27: shipping is quoted in
 * the cart for the place the shopper sees, not left to checkout). Gives each cart line its quote line, and a refusal's per-line messages
 * (422 'Please enter a quantity between 20 and 49', a product gone) by product id.
 */
import type { CartQuote } from '@shop/domain/pricing/quote.responses';
import { ApiError } from '../../../lib/api-client';
import { useCart } from '../lib/cart-context';
import { useAppliedCoupon } from '../lib/coupon-store';
import { useCartQuote } from '../api/get-cart-quote';
import { useLocationPincode } from '../../../shared/location/location-store';

export type QuoteLine = CartQuote['lines'][number];

/** Messages of a refused quote by product id: errors[].path 'lines.{i}.…' names cart line i. */
function lineErrorsOf(error: Error | null, productIds: string[]): Map<string, string> {
  const byProduct = new Map<string, string>();
  if (!(error instanceof ApiError)) return byProduct;
  for (const { path, message } of error.errors ?? []) {
    const index = /^lines\.(\d+)/.exec(path)?.[1];
    const id = index === undefined ? undefined : productIds[Number(index)];
    if (id && !byProduct.has(id)) byProduct.set(id, message);
  }
  return byProduct;
}

/** The quote of the shopper's cart, each line's quote line and refusal message, and whether it is being re-priced. */
export function useCartPricing() {
  const cart = useCart();
  const couponCode = useAppliedCoupon();
  const pincode = useLocationPincode();
  const query = useCartQuote({ couponCode, pincode: pincode || undefined });
  const quote = query.data;
  const lines = new Map((quote?.lines ?? []).map((line) => [line.product_id, line]));
  const lineErrors = lineErrorsOf(
    query.error,
    cart.items.map((item) => item.product_id),
  );
  return {
    query,
    quote,
    couponCode,
    /** True while a changed cart is being re-priced and the figures shown are the last quote's. */
    isRepricing: query.isPlaceholderData || (query.isFetching && !query.isError),
    lineOf: (productId: string): QuoteLine | undefined => lines.get(productId),
    lineErrorOf: (productId: string): string | undefined => lineErrors.get(productId),
  };
}
