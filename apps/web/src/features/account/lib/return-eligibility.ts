/**
 * What Your Orders offers about returning an order (shopper spec §4 Return; issue 26): the Return
 * button while a delivered order is inside the store's window, 'Return Request Submitted' once a
 * request is open or done (with a way to return the units left while the window lasts), and the
 * spec's 'Return period has expired…' note after the window. The rule itself is domain's canReturn.
 */
import type { Order } from '@shop/domain/orders/order.responses';
import { canReturn, returnWindowPassed } from '@shop/domain/returns/return.rules';

export type OrderReturnOffer =
  { kind: 'none' } | { kind: 'open' } | { kind: 'submitted'; more: boolean } | { kind: 'expired'; message: string };

type ReturnFacts = Pick<Order, 'status' | 'delivered_at' | 'return_request'> & {
  products: Pick<Order['products'][number], 'quantity' | 'returned_quantity'>[];
};

/** Units of `line` not yet in a return request that holds them. */
export function unitsLeftToReturn(line: Pick<Order['products'][number], 'quantity' | 'returned_quantity'>): number {
  return Math.max(0, line.quantity - line.returned_quantity);
}

/** The offer for `order` at `now` with a window of `windowDays` days from delivery. */
export function orderReturnOffer(order: ReturnFacts, now: Date, windowDays: number): OrderReturnOffer {
  const inWindow = canReturn(order.status, order.delivered_at ? new Date(order.delivered_at) : null, now, windowDays);
  const unitsLeft = order.products.some((line) => unitsLeftToReturn(line) > 0);
  if (order.return_request) return { kind: 'submitted', more: inWindow && unitsLeft };
  if (order.status !== 'Delivered' || !order.delivered_at) return { kind: 'none' };
  if (inWindow && unitsLeft) return { kind: 'open' };
  return inWindow ? { kind: 'none' } : { kind: 'expired', message: returnWindowPassed(windowDays) };
}
