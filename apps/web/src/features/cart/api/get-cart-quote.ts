/**
 * The cart priced by the server: POST /cart/quote (issue 7; docs/decisions/026, 027). Cart,
 * checkout, the Current Order drawer and the bulk drawer show these figures and do no money
 * arithmetic of their own. The reply is in rupees (two decimals at most); each line carries its
 * tiers, stock and problem. A refusal (422: a bulk quantity outside its tier, 404: a product gone)
 * comes back as the query's ApiError, with `errors` naming the line (lines.{i}.…).
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CartQuote } from '@shop/domain/pricing/quote.responses';
import type { CartQuoteBody } from '@shop/domain/pricing/quote.schemas';
import { api, ApiError } from '../../../lib/api-client';
import { useCart } from '../lib/cart-context';
import { quoteLineOf, type CartItem } from '../lib/cart-items';

export interface QuoteInput {
  /** Upper-cased code of the coupon to apply (coupon-store.ts), if any. */
  couponCode?: string;
  /** Six-digit delivery pincode, for the GST split and shipping; without it both may be unknown. */
  pincode?: string;
}

export async function getCartQuote(body: CartQuoteBody, signal?: AbortSignal): Promise<CartQuote> {
  return api.call('POST /cart/quote', { body }, { signal });
}

/** The request for these lines: the lines as the server takes them, empty extras left out. */
export function quoteBodyOf(items: CartItem[], input: QuoteInput = {}): CartQuoteBody {
  return {
    lines: items.map(quoteLineOf),
    ...(input.couponCode ? { couponCode: input.couponCode } : {}),
    ...(input.pincode ? { pincode: input.pincode } : {}),
  };
}

export const cartQuoteQueryOptions = (body: CartQuoteBody) =>
  queryOptions({
    queryKey: ['cart-quote', body],
    queryFn: ({ signal }) => getCartQuote(body, signal),
    // Prices and stock move: re-read on focus, but a quote a few seconds old is fine to show.
    staleTime: 5_000,
    // A refusal (4xx) is the answer; only a network fault or a 5xx is worth asking again.
    retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
  });

/**
 * The quote for the shopper's cart (or for `items` when given, e.g. the bulk drawer's one line).
 * Keeps showing the last figures while a changed cart is re-priced (`isPlaceholderData`). Disabled
 * for an empty cart.
 */
export function useCartQuote(input: QuoteInput = {}, items?: CartItem[]) {
  const cart = useCart();
  const lines = items ?? cart.items;
  const body = quoteBodyOf(lines, input);
  return useQuery({ ...cartQuoteQueryOptions(body), enabled: lines.length > 0, placeholderData: keepPreviousData });
}
