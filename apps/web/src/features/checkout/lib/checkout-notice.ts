/**
 * What Checkout says beside Proceed to Payment (shopper spec §2 checkout, §5; issue 7): no address,
 * lines needing attention, a pincode not served, or the quote's delivery refusal.
 */
import { NO_DELIVERY_ADDRESS } from '@shop/domain/addresses/address.rules';
import type { CartQuote } from '@shop/domain/pricing/quote.responses';

interface NoticeInput {
  hasAddress: boolean;
  /** The quote, when it is the current one (not re-pricing, not failed). */
  readyQuote: CartQuote | undefined;
  quoteFailed: boolean;
  /** The delivery check's refusal for the chosen pincode, if any. */
  deliveryRefusal: string | undefined;
}

/** The notice, or undefined when there is nothing to say (a failed quote shows its own error). */
export function checkoutNotice({ hasAddress, readyQuote, quoteFailed, deliveryRefusal }: NoticeInput) {
  if (!hasAddress) return NO_DELIVERY_ADDRESS;
  if (quoteFailed) return undefined;
  if (readyQuote && !readyQuote.orderable && readyQuote.lines.some((line) => line.problem))
    return 'Some items in your cart need attention. Go back to the cart to fix them.';
  return (
    deliveryRefusal ?? (readyQuote && !readyQuote.orderable ? (readyQuote.delivery?.message ?? undefined) : undefined)
  );
}
