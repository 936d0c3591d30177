/**
 * Wholesale price breaks (admin spec §2 "Wholesale & Bulk Management", §5 "Wholesale create and
 * update"; shopper spec §9; issue 7): rupees off the unit price (before GST) from a quantity on.
 * Ranges are half-open like the bulk tiers (docs/decisions/026): a break from 10 to 20 covers 10
 * to 19 units and the next one starts at 20; an empty maximum means 'and more' and only the last
 * break may have one. Zod-free and pure: the server refuses bad breaks with these messages and
 * the staff screen shows the same ones.
 */
import { formatInr, type Paise } from '../money/money.rules';

/** One price break as the pricing pipeline takes it (issue 7 seam). Amounts in paise. */
export interface PriceBreak {
  minQuantity: number;
  /** First quantity no longer covered (half-open); null = no upper end. */
  maxQuantity: number | null;
  /** Paise off each unit's price before GST. */
  discountPaise: Paise;
}

/** Default of a new break in the staff modal (admin spec §9): from 10 units, ₹50 off a unit. */
export const DEFAULT_BREAK_MIN_QUANTITY = 10;
export const DEFAULT_BREAK_DISCOUNT_RUPEES = 50;
/** Most breaks one product may have. */
export const MAX_PRICE_BREAKS = 10;
/** Highest quantity a break may name. */
export const MAX_BREAK_QUANTITY = 1_00_000;
/** Wholesale cards per page of the staff screen and the fetch limit (admin spec §9). */
export const WHOLESALE_PAGE_SIZE = 12;
export const WHOLESALE_FETCH_LIMIT = 1000;

// The spec's messages (admin spec §5, §8) and ours for the added rules.
export const SELECT_PRODUCT = 'Please select a product.';
export const AT_LEAST_ONE_BREAK = 'Please add at least one price break.';
export const MIN_QUANTITY_REQUIRED = 'Min Quantity is required and must be at least 1.';
export const DISCOUNT_REQUIRED = 'Discount is required and cannot be negative.';
export const WHOLESALE_FETCH_PRODUCTS_FAILED = 'Failed to fetch products';
export const WHOLESALE_FETCH_FAILED = 'Failed to fetch wholesale products';
export const WHOLESALE_DELETE_FAILED = 'Failed to delete.';
export const WHOLESALE_UPDATE_FAILED = 'Failed to update wholesale product.';
export const WHOLESALE_SAVE_FAILED = 'Failed to save wholesale product. Please try again.';
export const WHOLESALE_UPDATED = 'Wholesale product updated successfully.';
export const WHOLESALE_ADDED = 'Wholesale product added successfully.';
export const WHOLESALE_DELETED = 'Wholesale product deleted successfully.';
export const WHOLESALE_NOT_FOUND = 'Wholesale product not found';
export const WHOLESALE_EXISTS = 'This product already has wholesale pricing: edit its rates instead.';
export const TOO_MANY_BREAKS = `A product can have at most ${MAX_PRICE_BREAKS} price breaks.`;

/** The message for break `n` (1-based) whose maximum is not above its minimum. */
export function maxQuantityMessage(n: number, minQuantity: number): string {
  return `Price break ${n}: Max Quantity must be at least ${minQuantity + 1}, or empty for no limit.`;
}

/** The message for a break that would leave the product at ₹0 or less. */
export function belowZeroMessage(n: number, discountPaise: Paise, unitPricePaise: Paise): string {
  return `Price break ${n}: a discount of ${formatInr(discountPaise)} must be less than the unit price of ${formatInr(unitPricePaise)}.`;
}

/** One problem, with the index of the break it is about (null for the whole list). */
export interface PriceBreakProblem {
  index: number | null;
  message: string;
}

function checkOne(b: PriceBreak, n: number, unitPricePaise: Paise | null): string | undefined {
  if (!Number.isInteger(b.minQuantity) || b.minQuantity < 1 || b.minQuantity > MAX_BREAK_QUANTITY)
    return MIN_QUANTITY_REQUIRED;
  if (b.maxQuantity !== null && (!Number.isInteger(b.maxQuantity) || b.maxQuantity < b.minQuantity + 1))
    return maxQuantityMessage(n, b.minQuantity);
  if (!Number.isInteger(b.discountPaise) || b.discountPaise < 0) return DISCOUNT_REQUIRED;
  if (unitPricePaise !== null && b.discountPaise >= unitPricePaise)
    return belowZeroMessage(n, b.discountPaise, unitPricePaise);
  return undefined;
}

/**
 * The first problem with a product's breaks as entered (in order of minimum quantity), or
 * undefined when they can be saved: none at all, more than MAX_PRICE_BREAKS, a minimum below 1,
 * a maximum not above its minimum, a negative discount, a discount that takes the unit price
 * (`unitPricePaise`, before GST; null to skip) to ₹0 or below, an open-ended break that is not
 * the last, and ranges that overlap or leave a gap between them.
 */
export function priceBreaksProblem(
  breaks: readonly PriceBreak[],
  unitPricePaise: Paise | null,
): PriceBreakProblem | undefined {
  if (breaks.length === 0) return { index: null, message: AT_LEAST_ONE_BREAK };
  if (breaks.length > MAX_PRICE_BREAKS) return { index: null, message: TOO_MANY_BREAKS };
  for (const [i, b] of breaks.entries()) {
    const problem = checkOne(b, i + 1, unitPricePaise);
    if (problem) return { index: i, message: problem };
  }
  const sorted = sortPriceBreaks(breaks);
  for (let i = 1; i < sorted.length; i += 1) {
    const before = sorted[i - 1]!;
    const next = sorted[i]!;
    const at = breaks.indexOf(next);
    if (before.maxQuantity === null)
      return {
        index: breaks.indexOf(before),
        message: `Only the last price break may have no Max Quantity (from ${before.minQuantity} units it covers every quantity).`,
      };
    if (next.minQuantity < before.maxQuantity)
      return {
        index: at,
        message: `Price breaks overlap: ${rangeLabel(before)} and ${rangeLabel(next)} both cover ${next.minQuantity} units.`,
      };
    if (next.minQuantity > before.maxQuantity)
      return {
        index: at,
        message: `Price breaks leave a gap: nothing covers ${before.maxQuantity} to ${next.minQuantity - 1} units.`,
      };
  }
  return undefined;
}

/** The breaks by minimum quantity, smallest first (a copy). */
export function sortPriceBreaks<T extends Pick<PriceBreak, 'minQuantity'>>(breaks: readonly T[]): T[] {
  return [...breaks].sort((a, b) => a.minQuantity - b.minQuantity);
}

/**
 * How a break's range reads everywhere: '10–19 units' for a half-open 10 to 20, '10+ units'
 * without a maximum, '10 units' when it covers one quantity.
 */
export function rangeLabel(b: Pick<PriceBreak, 'minQuantity' | 'maxQuantity'>): string {
  if (b.maxQuantity === null) return `${b.minQuantity}+ units`;
  const last = b.maxQuantity - 1;
  return last === b.minQuantity ? `${b.minQuantity} units` : `${b.minQuantity}–${last} units`;
}

/** The unit price (paise, before GST) under a break: base minus discount, floored at 0 (admin spec §5). */
export function unitPriceAfterBreak(unitPricePaise: Paise, discountPaise: Paise): Paise {
  return Math.max(0, unitPricePaise - discountPaise);
}

/** The break that covers `quantity`, if any (half-open ranges). */
export function breakFor<T extends Pick<PriceBreak, 'minQuantity' | 'maxQuantity'>>(
  breaks: readonly T[],
  quantity: number,
): T | undefined {
  return breaks.find((b) => quantity >= b.minQuantity && (b.maxQuantity === null || quantity < b.maxQuantity));
}
