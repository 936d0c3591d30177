/**
 * How the cart on this device and the customer's saved cart become one at sign-in or app load
 * (decision 029). Pure functions; server-cart-sync.ts applies them.
 *
 * The rule:
 * - a product in only one of the carts keeps its line as it is; the saved cart's lines come
 *   first, in their order, then this device's other lines in theirs;
 * - a product in both gets the larger quantity (never the sum: the same units were usually added
 *   on both devices), with the saved line's display snapshot (the server's, fresher);
 * - its bulk tier: the range of the line that had the larger quantity (this device's on a tie)
 *   when that range holds the merged quantity, else the other line's range when it holds it, else
 *   none (a regular line): a tier is never kept for a quantity outside it, which the quote would
 *   refuse;
 * - the coupon: this device's applied code, else the saved one.
 */
import { MAX_BULK_RANGE_LENGTH, MAX_COUPON_CODE_LENGTH, MAX_PRODUCT_ID_LENGTH, MAX_SAVED_CART_LINES, MAX_SAVED_LINE_QUANTITY } from '@shop/domain/carts/saved-cart-limits';
import { inTier, rangeOfLabel } from '@shop/domain/pricing/quantity-tiers';
import type { CartItem } from './cart-items';

/**
 * True when the bulk range labelled `label` holds `quantity` units. Reads the labels rangeLabel
 * writes ("5–9" inclusive ends with an en dash, "10", "100+") and the spec's shared-end form with
 * a hyphen ("20-50": 20 to 49 units). Anything else holds nothing.
 */
export function rangeHolds(label: string, quantity: number): boolean {
  const range = rangeOfLabel(label);
  return range !== undefined && inTier(range, quantity);
}

function rangeOf(item: CartItem): string | null {
  return item.is_bulk_order && item.bulk_range ? item.bulk_range : null;
}

function withRange(item: CartItem, quantity: number, range: string | null): CartItem {
  const { is_bulk_order: _bulk, bulk_range: _range, ...rest } = item;
  return range ? { ...rest, quantity, is_bulk_order: true, bulk_range: range } : { ...rest, quantity };
}

/** One line for a product that is in both carts (see the file's rule). */
export function mergeLine(local: CartItem, saved: CartItem): CartItem {
  const quantity = Math.max(local.quantity, saved.quantity);
  const [first, second] = saved.quantity > local.quantity ? [saved, local] : [local, saved];
  const range = [rangeOf(first), rangeOf(second)].find((label) => label !== null && rangeHolds(label, quantity)) ?? null;
  // The extended warranty choice made on this device wins (decision 039).
  const { extended_warranty: _warranty, ...line } = withRange(saved, quantity, range);
  return local.extended_warranty ? { ...line, extended_warranty: true } : line;
}

function byProduct(items: readonly CartItem[]): Map<string, CartItem> {
  const map = new Map<string, CartItem>();
  for (const item of items) if (!map.has(item.product_id)) map.set(item.product_id, item);
  return map;
}

/** The merged lines of this device's cart and the saved one (see the file's rule). */
export function mergeCarts(local: readonly CartItem[], saved: readonly CartItem[]): CartItem[] {
  const localLines = byProduct(local);
  const savedLines = byProduct(saved);
  const merged = [...savedLines.values()].map((line) => {
    const mine = localLines.get(line.product_id);
    return mine ? mergeLine(mine, line) : line;
  });
  for (const line of localLines.values()) if (!savedLines.has(line.product_id)) merged.push(line);
  return merged;
}

/** The coupon after a merge: this device's applied code, else the saved one. */
export function mergeCoupon(local: string | undefined, saved: string | null): string | undefined {
  return local || saved || undefined;
}

/**
 * The lines as PUT /cart takes them: one per product (a product id the server could not hold is
 * left out), at most MAX_SAVED_CART_LINES, quantities
 * within 1..MAX_SAVED_LINE_QUANTITY, a bulk range of at most MAX_BULK_RANGE_LENGTH characters (a
 * longer one is dropped: no tier has such a label). Anything the server would refuse as malformed is mended here, so one
 * odd line in old browser storage cannot stop the whole cart from being saved.
 */
export function savedLinesOf(items: readonly CartItem[]): { product_id: string; quantity: number; is_bulk_order?: boolean; bulk_range?: string; extended_warranty?: boolean }[] {
  const sendable = [...byProduct(items).values()].filter((item) => item.product_id.length <= MAX_PRODUCT_ID_LENGTH && !item.product_id.includes('\u0000'));
  return sendable.slice(0, MAX_SAVED_CART_LINES).map((item) => {
    const quantity = Math.min(Math.max(1, Math.trunc(item.quantity)), MAX_SAVED_LINE_QUANTITY);
    const range = rangeOf(item);
    const line = range && range.length <= MAX_BULK_RANGE_LENGTH
      ? { product_id: item.product_id, quantity, is_bulk_order: true, bulk_range: range }
      : { product_id: item.product_id, quantity };
    return item.extended_warranty ? { ...line, extended_warranty: true } : line;
  });
}

/** The coupon code as PUT /cart takes it: upper-cased, or null when blank or longer than any code. */
export function savedCouponOf(code: string | undefined): string | null {
  const value = code?.trim().toUpperCase();
  return value && value.length <= MAX_COUPON_CODE_LENGTH && !value.includes('\u0000') ? value : null;
}
