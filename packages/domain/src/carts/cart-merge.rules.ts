/**
 * How two copies of a customer's cart become one (issue 27 item 2; decision 056): the saved cart
 * on the server and the cart a browser holds. Pure; the carts service applies it on PUT /cart.
 *
 * A browser sends, with its cart, the `base`: the saved cart as it last saw it (null for a cart
 * that never saw the saved one: a guest's cart at sign-in, a browser never synced). Then per
 * product:
 * - with no base, or a product both sides changed since the base: the union, a product in both
 *   getting the larger quantity (never the sum: the same units were usually added on both
 *   devices), and a line either side still holds is kept;
 * - a product only one side changed since the base: that side's line (so a line removed on one
 *   device, or bought in a paid order, stays removed, and a stale browser copy cannot bring it back).
 * The coupon follows the same rule (the browser's when it changed it, else the saved one); whether
 * it is still valid is the caller's check. The saved cart's lines come first, then the browser's.
 */
import { inTier, rangeOfLabel } from '../pricing/quantity-tiers.rules';

/** A cart line as PUT /cart takes it (quantity in units; bulk range label like "20–49"). */
export interface CartLineOfMerge {
  product_id: string;
  quantity: number;
  is_bulk_order?: boolean;
  bulk_range?: string;
  extended_warranty?: boolean;
  /** A line of an accepted bulk quote (issue 30): kept whole, never merged into a catalogue-priced line. */
  bulk_quote_line_id?: string;
}

export interface CartContents<L extends CartLineOfMerge = CartLineOfMerge> {
  lines: readonly L[];
  /** Upper-cased coupon code, or null. */
  couponCode: string | null;
}

/** True when the bulk range labelled `label` ("5–9", "10", "100+", the spec's "20-50") holds `quantity` units. */
export function rangeHolds(label: string, quantity: number): boolean {
  const range = rangeOfLabel(label);
  return range !== undefined && inTier(range, quantity);
}

function rangeOf(line: CartLineOfMerge): string | null {
  return line.is_bulk_order && line.bulk_range ? line.bulk_range : null;
}

/** `line` with `quantity` units at `range` (a regular line when null). */
export function withQuantity<L extends CartLineOfMerge>(
  line: L,
  quantity: number,
  range: string | null = rangeOf(line),
): L {
  const { is_bulk_order: _bulk, bulk_range: _range, ...rest } = line;
  return (range ? { ...rest, quantity, is_bulk_order: true, bulk_range: range } : { ...rest, quantity }) as L;
}

/**
 * One line for a product in both carts: the larger quantity; the tier of the line that had it (the
 * browser's on a tie) when it holds the merged quantity, else the other's when it does, else none;
 * the extended warranty when either line buys it.
 */
export function mergeLine<L extends CartLineOfMerge>(device: L, saved: L): L {
  // A quoted line is one offer at a fixed quantity: it wins whole over a catalogue-priced line.
  if (saved.bulk_quote_line_id || device.bulk_quote_line_id) return saved.bulk_quote_line_id ? saved : device;
  const quantity = Math.max(device.quantity, saved.quantity);
  const [first, second] = saved.quantity > device.quantity ? [saved, device] : [device, saved];
  const range =
    [rangeOf(first), rangeOf(second)].find((label) => label !== null && rangeHolds(label, quantity)) ?? null;
  const { extended_warranty: _warranty, ...line } = withQuantity(saved, quantity, range);
  return (device.extended_warranty || saved.extended_warranty ? { ...line, extended_warranty: true } : line) as L;
}

function sameLine(a: CartLineOfMerge | undefined, b: CartLineOfMerge | undefined): boolean {
  if (!a || !b) return a === b;
  return (
    a.quantity === b.quantity &&
    rangeOf(a) === rangeOf(b) &&
    Boolean(a.extended_warranty) === Boolean(b.extended_warranty) &&
    (a.bulk_quote_line_id ?? null) === (b.bulk_quote_line_id ?? null)
  );
}

function byProduct<L extends CartLineOfMerge>(lines: readonly L[]): Map<string, L> {
  const map = new Map<string, L>();
  for (const line of lines) if (!map.has(line.product_id)) map.set(line.product_id, line);
  return map;
}

function mergedLineOf<L extends CartLineOfMerge>(
  saved: L | undefined,
  device: L | undefined,
  base: CartLineOfMerge | undefined,
  hasBase: boolean,
): L | undefined {
  if (hasBase && sameLine(device, base)) return saved;
  if (hasBase && sameLine(saved, base)) return device;
  if (saved && device) return mergeLine(device, saved);
  return saved ?? device;
}

/** The one cart of the saved cart and a browser's, given what the browser last saw (see the file's rule). */
export function mergeCarts<L extends CartLineOfMerge>(
  saved: CartContents<L>,
  device: CartContents<L>,
  base: CartContents | null,
): CartContents<L> {
  const savedLines = byProduct(saved.lines);
  const deviceLines = byProduct(device.lines);
  const baseLines = byProduct(base?.lines ?? []);
  const ids = new Set([...savedLines.keys(), ...deviceLines.keys()]);
  const lines = [...ids].flatMap((id) => {
    const line = mergedLineOf(savedLines.get(id), deviceLines.get(id), baseLines.get(id), base !== null);
    return line ? [line] : [];
  });
  const couponCode =
    base === null
      ? (device.couponCode ?? saved.couponCode)
      : device.couponCode === base.couponCode
        ? saved.couponCode
        : device.couponCode;
  return { lines, couponCode };
}

/**
 * The saved cart after an order of `bought` lines was paid (issue 27 item 1): each bought product's
 * quantity less the units bought (the line goes at 0; its tier goes when it no longer holds what
 * is left), and the coupon gone when the order used it. Lines added after the order stay.
 */
export function withoutBought<L extends CartLineOfMerge>(
  cart: CartContents<L>,
  bought: readonly { product_id: string; quantity: number }[],
  orderCouponCode: string | null,
): CartContents<L> {
  const units = new Map<string, number>();
  for (const line of bought) units.set(line.product_id, (units.get(line.product_id) ?? 0) + line.quantity);
  const lines = cart.lines.flatMap((line) => {
    const left = line.quantity - (units.get(line.product_id) ?? 0);
    if (left === line.quantity) return [line];
    if (left <= 0) return [];
    const range = rangeOf(line);
    return [withQuantity(line, left, range !== null && rangeHolds(range, left) ? range : null)];
  });
  const couponCode =
    orderCouponCode !== null && cart.couponCode === orderCouponCode.toUpperCase() ? null : cart.couponCode;
  return { lines, couponCode };
}
