/**
 * The cart's storage: localStorage 'cart', read through useSyncExternalStore so every component
 * (and every open tab, through the storage event) sees the same lines.
 */
import { CART_STORAGE_KEY, parseCart, putQuotedItems, type CartItem } from './cart-items';

const listeners = new Set<() => void>();
const EMPTY: CartItem[] = [];
let cachedRaw: string | null = null;
let cachedItems: CartItem[] = EMPTY;

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The current lines; the same array until the stored text changes. */
export function getCartSnapshot(): CartItem[] {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedItems = parseCart(raw);
  }
  return cachedItems;
}

export function getServerCartSnapshot(): CartItem[] {
  return EMPTY;
}

/** Stores the lines and tells every subscriber. */
export function writeCart(items: CartItem[]): void {
  try {
    if (items.length === 0) window.localStorage.removeItem(CART_STORAGE_KEY);
    else window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(items));
  } catch {
    // Private mode or a full quota: the cart then lives only as long as the page.
  }
  for (const listener of listeners) listener();
}

export function subscribeCart(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CART_STORAGE_KEY) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Puts an accepted bulk quote's lines (issue 30) into this device's cart, each replacing any line of its product. */
export function putQuotedInCart(quoted: readonly CartItem[]): void {
  writeCart(putQuotedItems(getCartSnapshot(), quoted));
}
