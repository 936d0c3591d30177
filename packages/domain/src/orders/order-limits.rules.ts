/**
 * The messages of the limits that keep one account from holding the catalogue (issue 5 "Payments
 * and stock holds"). The limits themselves are store settings (maxUnpaidOrdersPerCustomer,
 * maxUnitsPerOrderLine, orderHoldMinutes). Zod-free: the storefront can show them cheaply.
 */

/** The message for a customer who already has `limit` unpaid orders. */
export function tooManyUnpaidOrdersMessage(limit: number): string {
  return `You already have ${limit} unpaid orders. Please pay for one of them, or wait for it to be released, before placing another.`;
}

/** The message for an order that would take a customer's unpaid units past `limit`. */
export function tooManyUnpaidUnitsMessage(limit: number): string {
  return `Unpaid orders can hold at most ${limit} units at a time. Please pay for your open orders first, or ask for a bulk quote.`;
}

/** The message for a product whose units in one order exceed `limit`. */
export function tooManyUnitsMessage(productName: string, limit: number): string {
  return `You can order at most ${limit} units of ${productName} in one order. For larger quantities, please ask for a bulk quote.`;
}
