/** The saved cart through the real routes for tests (PUT and GET /cart as a signed-in customer). */
import type { FastifyInstance } from 'fastify';
import type { SignedIn } from './sessions';

/** PUT /cart with `payload` as `who`. */
export function putCart(app: FastifyInstance, who: SignedIn, payload: object) {
  return app.inject({ method: 'PUT', url: '/api/v1/cart', headers: { cookie: who.cookie }, payload });
}

/** GET /cart as `who`, its lines as 'product id×quantity' and its coupon code. */
export async function savedCartOf(
  app: FastifyInstance,
  who: SignedIn,
): Promise<{ lines: string[]; couponCode: string | null }> {
  const data = (await app.inject({ method: 'GET', url: '/api/v1/cart', headers: { cookie: who.cookie } })).json().data;
  return {
    lines: (data.lines as { product_id: string; quantity: number }[]).map((l) => `${l.product_id}×${l.quantity}`),
    couponCode: data.couponCode,
  };
}

/** A cart line of `quantity` units of `product`. */
export const cartLine = (product: { id: string }, quantity: number) => ({ product_id: product.id, quantity });
