/**
 * Limits that keep one account from holding the catalogue (issue 5 "Payments and stock holds").
 * Named constants in one place so the settings service can replace them with store settings.
 * Zod-free: the storefront reads them without pulling zod into its bundle.
 */

/** An unpaid order keeps its units out of stock for this many minutes, then it is cancelled. */
export const ORDER_HOLD_MINUTES = 30;

/** A customer may have at most this many unpaid orders (Pending and not paid) at a time. */
export const MAX_UNPAID_ORDERS_PER_CUSTOMER = 3;

/** At most this many units of one product in one order; larger quantities go through a bulk quote. */
export const MAX_UNITS_PER_ORDER_LINE = 10;

/** The message for a customer who already has the maximum of unpaid orders. */
export function tooManyUnpaidOrdersMessage(limit = MAX_UNPAID_ORDERS_PER_CUSTOMER): string {
  return `You already have ${limit} unpaid orders. Please pay for one of them, or wait for it to be released, before placing another.`;
}

/** The message for a line above the per-line cap. */
export function tooManyUnitsMessage(productName: string, limit = MAX_UNITS_PER_ORDER_LINE): string {
  return `You can order at most ${limit} units of ${productName} in one order. For larger quantities, please ask for a bulk quote.`;
}
