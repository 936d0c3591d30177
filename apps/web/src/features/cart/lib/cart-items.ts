/**
 * The cart as stored in localStorage under 'cart' (storefront spec §3 browser storage): an array
 * of { product_id, quantity, is_bulk_order?, bulk_range? } plus a display snapshot taken when the
 * line was added. One line per product: a regular line, or a bulk line priced at the tier the
 * shopper chose in the bulk drawer (docs/decisions/026 §3; bulk_range is the tier's label,
 * "20–49"). Pure functions here; prices, tiers and stock come from POST /cart/quote
 * (api/get-cart-quote.ts), never from this snapshot.
 */
import type { ProductSummary } from '@shop/domain/catalog/product.responses';
import { BULK_MIN_STOCK_EXCLUSIVE, BULK_NEEDS_STOCK } from '@shop/domain/pricing/quantity-tiers.rules';

export const CART_STORAGE_KEY = 'cart';

export interface CartItem {
  product_id: string;
  quantity: number;
  product_name: string;
  product_image_main: string;
  discounted_single_product_price: number;
  non_discounted_price: number;
  no_of_product_instock: number;
  /** True for a line bought at a bulk tier (bulk drawer); absent or false for a regular line. */
  is_bulk_order?: boolean;
  /** The chosen tier's label (rangeLabel, "20–49"); set exactly when is_bulk_order is true. */
  bulk_range?: string | null;
  /** True when the line buys the product's extended warranty (decision 039): the flag belongs to the line. */
  extended_warranty?: boolean;
  /** A line of the customer's accepted bulk quote (issue 30): priced at the quoted price, its quantity fixed. */
  bulk_quote_line_id?: string;
}

export type CartResult = { ok: true; items: CartItem[] } | { ok: false; message: string };

export const OUT_OF_STOCK = 'Product is out of stock';
export const QUOTED_LINE_FIXED =
  'This item is in your cart at a quoted price for a fixed quantity. Remove it to buy it at the regular price.';
export const onlyInStock = (units: number) => `Only ${units} items available in stock`;

function isCartItem(value: unknown): value is CartItem {
  const item = value as Partial<CartItem> | null;
  return (
    typeof item?.product_id === 'string' &&
    item.product_id.length > 0 &&
    typeof item.quantity === 'number' &&
    Number.isInteger(item.quantity) &&
    item.quantity > 0 &&
    (item.is_bulk_order === undefined || typeof item.is_bulk_order === 'boolean') &&
    (item.bulk_range === undefined || item.bulk_range === null || typeof item.bulk_range === 'string') &&
    (item.extended_warranty === undefined || typeof item.extended_warranty === 'boolean') &&
    (item.bulk_quote_line_id === undefined || typeof item.bulk_quote_line_id === 'string')
  );
}

/** The line as POST /cart/quote and POST /order/new take it. */
export function quoteLineOf(item: CartItem): {
  product_id: string;
  quantity: number;
  is_bulk_order?: boolean;
  bulk_range?: string | null;
  extended_warranty?: boolean;
  bulk_quote_line_id?: string;
} {
  if (item.bulk_quote_line_id)
    return { product_id: item.product_id, quantity: item.quantity, bulk_quote_line_id: item.bulk_quote_line_id };
  const line =
    item.is_bulk_order && item.bulk_range
      ? { product_id: item.product_id, quantity: item.quantity, is_bulk_order: true, bulk_range: item.bulk_range }
      : { product_id: item.product_id, quantity: item.quantity };
  return item.extended_warranty ? { ...line, extended_warranty: true } : line;
}

/** The line's extended warranty flag to carry over: `choice` when the shopper made one, else the line's own. */
function warrantyFieldOf(existing: CartItem | undefined, choice?: boolean): Pick<CartItem, 'extended_warranty'> {
  return (choice ?? existing?.extended_warranty) ? { extended_warranty: true } : {};
}

/** Reads stored cart text; anything unreadable counts as an empty cart. */
export function parseCart(raw: string | null): CartItem[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isCartItem) : [];
  } catch {
    return [];
  }
}

/** A regular line of `quantity` units of `product` (with its display snapshot), not yet in any cart. */
export function snapshotOf(product: ProductSummary, quantity: number): CartItem {
  return {
    product_id: product._id,
    quantity,
    product_name: product.product_name,
    product_image_main: product.product_image_main,
    discounted_single_product_price: product.discounted_single_product_price,
    non_discounted_price: product.non_discounted_price,
    no_of_product_instock: product.no_of_product_instock,
  };
}

/**
 * Adds units of a product, refusing more than the stock it shows (shopper spec §5). `warranty`:
 * the product page's extended warranty box; given, it sets the line's flag (one line per product,
 * so adding again with the other choice changes the whole line; decision 039); left out, the line
 * keeps its own.
 */
export function addItem(items: CartItem[], product: ProductSummary, quantity: number, warranty?: boolean): CartResult {
  const units = product.product_instock ? product.no_of_product_instock : 0;
  if (units <= 0) return { ok: false, message: OUT_OF_STOCK };
  const existing = items.find((item) => item.product_id === product._id);
  if (existing?.bulk_quote_line_id) return { ok: false, message: QUOTED_LINE_FIXED };
  const wanted = (existing?.quantity ?? 0) + quantity;
  if (wanted > units) return { ok: false, message: onlyInStock(units) };
  // Adding regular units to a bulk line keeps its tier only while the quantity stays in it; the
  // quote reports a quantity outside the tier as the line's problem, so the cart shows it.
  const line = { ...snapshotOf(product, wanted), ...bulkFieldsOf(existing), ...warrantyFieldOf(existing, warranty) };
  return {
    ok: true,
    items: existing ? items.map((item) => (item.product_id === product._id ? line : item)) : [...items, line],
  };
}

function bulkFieldsOf(item: CartItem | undefined): Pick<CartItem, 'is_bulk_order' | 'bulk_range'> {
  return item?.is_bulk_order && item.bulk_range ? { is_bulk_order: true, bulk_range: item.bulk_range } : {};
}

/**
 * Puts the product in the cart as a bulk line of `quantity` units at the tier labelled `range`
 * (bulk drawer, shopper spec §2, §9), replacing any line of that product: the drawer's quantity is
 * the whole order of it. The tier's own bounds are checked by the caller against the quote's
 * tiers; here only stock: a bulk order needs more than 10 units in stock.
 */
export function setBulkItem(items: CartItem[], product: ProductSummary, quantity: number, range: string): CartResult {
  const units = product.product_instock ? product.no_of_product_instock : 0;
  if (units <= 0) return { ok: false, message: OUT_OF_STOCK };
  if (units <= BULK_MIN_STOCK_EXCLUSIVE) return { ok: false, message: BULK_NEEDS_STOCK };
  if (quantity > units) return { ok: false, message: onlyInStock(units) };
  const previous = items.find((item) => item.product_id === product._id);
  const line: CartItem = {
    ...snapshotOf(product, quantity),
    is_bulk_order: true,
    bulk_range: range,
    ...warrantyFieldOf(previous),
  };
  const existing = previous !== undefined;
  return {
    ok: true,
    items: existing ? items.map((item) => (item.product_id === product._id ? line : item)) : [...items, line],
  };
}

/**
 * Sets a line's bulk tier (`range` a tier label) or makes it a regular line (`range` null), e.g.
 * when the cart's stepper moves a bulk line's quantity into another tier.
 */
export function setItemRange(items: CartItem[], productId: string, range: string | null): CartItem[] {
  return items.map((item) => {
    if (item.product_id !== productId) return item;
    const { is_bulk_order: _bulk, bulk_range: _range, ...rest } = item;
    return range ? { ...rest, is_bulk_order: true, bulk_range: range } : rest;
  });
}

/** Sets a line's quantity (at least 1), capped at `stock` when it is known. */
export function setItemQuantity(items: CartItem[], productId: string, quantity: number, stock?: number): CartResult {
  if (!Number.isInteger(quantity) || quantity < 1) return { ok: false, message: 'Quantity must be at least 1' };
  if (stock !== undefined && quantity > stock) return { ok: false, message: onlyInStock(stock) };
  if (items.some((item) => item.product_id === productId && item.bulk_quote_line_id))
    return { ok: false, message: QUOTED_LINE_FIXED };
  return { ok: true, items: items.map((item) => (item.product_id === productId ? { ...item, quantity } : item)) };
}

/** Adds (true) or removes (false) the extended warranty of a product's line. */
export function setItemWarranty(items: CartItem[], productId: string, on: boolean): CartItem[] {
  return items.map((item) => {
    if (item.product_id !== productId) return item;
    const { extended_warranty: _warranty, ...rest } = item;
    return on ? { ...rest, extended_warranty: true } : rest;
  });
}

/** Removes a product's line. */
export function removeItem(items: CartItem[], productId: string): CartItem[] {
  return items.filter((item) => item.product_id !== productId);
}

/** An accepted bulk quote's lines (issue 30) put in the cart, each replacing any line of its product. */
export function putQuotedItems(items: CartItem[], quoted: readonly CartItem[]): CartItem[] {
  const replaced = new Set(quoted.map((item) => item.product_id));
  return [...quoted, ...items.filter((item) => !replaced.has(item.product_id))];
}
