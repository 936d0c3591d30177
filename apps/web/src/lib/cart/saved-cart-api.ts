/**
 * The signed-in customer's cart on the server (decision 029): GET /cart reads it with each
 * product's display snapshot, PUT /cart replaces it. Used only by server-cart-sync.ts.
 */
import type { SavedCartData } from '@shop/domain/carts/saved-cart.responses';
import type { SavedCartBody } from '@shop/domain/carts/saved-cart.schemas';
import { api } from '../api-client';

export async function getSavedCart(): Promise<SavedCartData> {
  return api.get<SavedCartData>('/cart');
}

/** Replaces the saved cart; `keepalive` lets the call finish while the page closes. */
export async function putSavedCart(body: SavedCartBody, options: { keepalive?: boolean } = {}): Promise<SavedCartData> {
  return api.put<SavedCartData>('/cart', body, options);
}
