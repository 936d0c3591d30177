/**
 * CartProvider and useCart (storefront spec §8 'useCart must be used within a CartProvider').
 * The cart is a list of { product_id, quantity } with a display snapshot, kept in localStorage.
 */
import { createContext, use, useCallback, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { ProductSummary } from '@shop/domain/catalog/product.responses';
import {
  addItem,
  removeItem,
  setBulkItem,
  setItemQuantity,
  setItemRange,
  setItemWarranty,
  type CartItem,
  type CartResult,
} from './cart-items';
import { getCartSnapshot, getServerCartSnapshot, subscribeCart, writeCart } from './cart-store';

export interface CartApi {
  items: CartItem[];
  /** Units in the cart, all lines together (the header badge). */
  count: number;
  quantityOf: (productId: string) => number;
  /** `warranty`: the product page's extended warranty box (sets the line's flag); left out, the line keeps its own. */
  add: (product: ProductSummary, quantity?: number, warranty?: boolean) => CartResult;
  /** Adds or removes a line's extended warranty (decision 039). */
  setWarranty: (productId: string, on: boolean) => void;
  /** Makes the product's line a bulk line of `quantity` units at the tier labelled `range`. */
  addBulk: (product: ProductSummary, quantity: number, range: string) => CartResult;
  /** Moves a line to another tier (a label) or back to the regular price (null). */
  setRange: (productId: string, range: string | null) => void;
  setQuantity: (productId: string, quantity: number, stock?: number) => CartResult;
  remove: (productId: string) => void;
  clear: () => void;
}

const CartContext = createContext<CartApi | null>(null);

function apply(result: CartResult): CartResult {
  if (result.ok) writeCart(result.items);
  return result;
}

/** Gives the app one cart, shared by every page and tab. */
export function CartProvider({ children }: { children: ReactNode }) {
  const items = useSyncExternalStore(subscribeCart, getCartSnapshot, getServerCartSnapshot);

  const quantityOf = useCallback((id: string) => items.find((item) => item.product_id === id)?.quantity ?? 0, [items]);
  const add = useCallback(
    (product: ProductSummary, quantity = 1, warranty?: boolean) =>
      apply(addItem(getCartSnapshot(), product, quantity, warranty)),
    [],
  );
  const setWarranty = useCallback(
    (id: string, on: boolean) => writeCart(setItemWarranty(getCartSnapshot(), id, on)),
    [],
  );
  const setQuantity = useCallback(
    (id: string, quantity: number, stock?: number) => apply(setItemQuantity(getCartSnapshot(), id, quantity, stock)),
    [],
  );
  const addBulk = useCallback(
    (product: ProductSummary, quantity: number, range: string) =>
      apply(setBulkItem(getCartSnapshot(), product, quantity, range)),
    [],
  );
  const setRange = useCallback(
    (id: string, range: string | null) => writeCart(setItemRange(getCartSnapshot(), id, range)),
    [],
  );
  const remove = useCallback((id: string) => writeCart(removeItem(getCartSnapshot(), id)), []);
  const clear = useCallback(() => writeCart([]), []);

  const value = useMemo<CartApi>(
    () => ({
      items,
      count: items.reduce((sum, item) => sum + item.quantity, 0),
      quantityOf,
      add,
      addBulk,
      setRange,
      setWarranty,
      setQuantity,
      remove,
      clear,
    }),
    [items, quantityOf, add, addBulk, setRange, setWarranty, setQuantity, remove, clear],
  );
  return <CartContext value={value}>{children}</CartContext>;
}

/** The shopper's cart; throws outside CartProvider. */
export function useCart(): CartApi {
  const cart = use(CartContext);
  if (!cart) throw new Error('useCart must be used within a CartProvider');
  return cart;
}
