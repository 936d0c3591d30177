/**
 * The cart as stored in localStorage under 'cart' (storefront spec §3 browser storage): an array
 * of { product_id, quantity } plus a display snapshot taken when the line was added. Pure
 * functions here; prices and stock are always re-read from the server before they are used.
 */
import type { ProductSummary } from '@shop/domain/catalog/product.responses';

export const CART_STORAGE_KEY = 'cart';

export interface CartItem {
  product_id: string;
  quantity: number;
  product_name: string;
  product_image_main: string;
  discounted_single_product_price: number;
  non_discounted_price: number;
  no_of_product_instock: number;
}

export type CartResult = { ok: true; items: CartItem[] } | { ok: false; message: string };

export const OUT_OF_STOCK = 'Product is out of stock';
export const onlyInStock = (units: number) => `Only ${units} items available in stock`;

function isCartItem(value: unknown): value is CartItem {
  const item = value as Partial<CartItem> | null;
  return (
    typeof item?.product_id === 'string' &&
    item.product_id.length > 0 &&
    typeof item.quantity === 'number' &&
    Number.isInteger(item.quantity) &&
    item.quantity > 0
  );
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

function snapshotOf(product: ProductSummary, quantity: number): CartItem {
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

/** Adds units of a product, refusing more than the stock it shows (shopper spec §5). */
export function addItem(items: CartItem[], product: ProductSummary, quantity: number): CartResult {
  const units = product.product_instock ? product.no_of_product_instock : 0;
  if (units <= 0) return { ok: false, message: OUT_OF_STOCK };
  const existing = items.find((item) => item.product_id === product._id);
  const wanted = (existing?.quantity ?? 0) + quantity;
  if (wanted > units) return { ok: false, message: onlyInStock(units) };
  const line = snapshotOf(product, wanted);
  return {
    ok: true,
    items: existing ? items.map((item) => (item.product_id === product._id ? line : item)) : [...items, line],
  };
}

/** Sets a line's quantity (at least 1), capped at `stock` when it is known. */
export function setItemQuantity(items: CartItem[], productId: string, quantity: number, stock?: number): CartResult {
  if (!Number.isInteger(quantity) || quantity < 1) return { ok: false, message: 'Quantity must be at least 1' };
  if (stock !== undefined && quantity > stock) return { ok: false, message: onlyInStock(stock) };
  return { ok: true, items: items.map((item) => (item.product_id === productId ? { ...item, quantity } : item)) };
}

/** Removes a product's line. */
export function removeItem(items: CartItem[], productId: string): CartItem[] {
  return items.filter((item) => item.product_id !== productId);
}
