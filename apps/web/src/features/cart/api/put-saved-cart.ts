/**
 * The signed-in customer's cart on the server (decisions 029, 056): PUT /cart with a base merges
 * this device's cart into it and answers the merged cart with each product's display snapshot.
 * Used only by lib/server-cart-sync.ts.
 */
import type { SavedCartData } from '@shop/domain/carts/saved-cart.responses';
import type { SavedCartBody } from '@shop/domain/carts/saved-cart.schemas';
import { api } from '../../../lib/api-client';

/** Merges into (with `base`) or replaces the saved cart; `keepalive` lets the call finish while the page closes. */
export async function putSavedCart(body: SavedCartBody, options: { keepalive?: boolean } = {}): Promise<SavedCartData> {
  return api.call('PUT /cart', { body }, options);
}
