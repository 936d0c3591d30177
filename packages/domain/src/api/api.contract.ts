/**
 * Every module's calls (decision 067): the list the server's completeness test checks against the
 * routes it registers, and the one type the web's `api.call` looks a key up in. A module's
 * contract joins both here when it is declared.
 */
import { addressesContract } from '../addresses/addresses.contract';
import { cartsContract } from '../carts/carts.contract';
import { couponsContract } from '../coupons/coupons.contract';
import { invoicesContract } from '../invoices/invoices.contract';
import { ordersContract } from '../orders/orders.contract';
import { paymentsContract } from '../payments/payments.contract';
import { pricingContract } from '../pricing/pricing.contract';
import { shipmentsContract } from '../shipments/shipments.contract';
import { wholesaleContract } from '../wholesale/wholesale.contract';

/** Each module's contract, for the server's check that every /api/v1 route is declared. */
export const apiContracts = [
  addressesContract,
  cartsContract,
  pricingContract,
  couponsContract,
  wholesaleContract,
  ordersContract,
  shipmentsContract,
  paymentsContract,
  invoicesContract,
] as const;

/** Every declared call, by key: the web imports this as a type only. */
export type ApiContract = typeof addressesContract &
  typeof cartsContract &
  typeof pricingContract &
  typeof couponsContract &
  typeof wholesaleContract &
  typeof ordersContract &
  typeof shipmentsContract &
  typeof paymentsContract &
  typeof invoicesContract;

/** The key of any declared call, e.g. `"PUT /addresses/:id"`. */
export type ApiRouteKey = keyof ApiContract;
