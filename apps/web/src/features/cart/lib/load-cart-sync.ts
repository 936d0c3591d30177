/**
 * The saved-cart sync (server-cart-sync.ts: startCartSync, flushServerCart, forgetLocalCart),
 * loaded on demand: it is a signed-in customer's code only, so a guest's pages never load it, and
 * on its own it is one file (decision 099).
 */
export const loadCartSync = () => import('./server-cart-sync');
