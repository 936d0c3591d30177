/**
 * Wholesale requests (shopper spec §6 'POST /wholesale/list'; admin spec §5, §7 wholesale calls;
 * issue 7). Each break's shape is checked here; the list as a whole (overlaps, gaps, a discount
 * at or above the product's price) by priceBreaksProblem on the server, which knows the price.
 * Discounts are rupees off a unit with at most two decimals.
 */
import { z } from 'zod';
import { MAX_PAGE_NUM } from '../catalog/product.schemas';
import { idText } from '../validation/text.schemas';
import {
  AT_LEAST_ONE_BREAK,
  DISCOUNT_REQUIRED,
  MAX_BREAK_QUANTITY,
  MAX_PRICE_BREAKS,
  MIN_QUANTITY_REQUIRED,
  SELECT_PRODUCT,
  TOO_MANY_BREAKS,
  WHOLESALE_FETCH_LIMIT,
} from './price-breaks.rules';

/** Highest discount a break takes, in rupees (above any product's price). */
export const MAX_BREAK_DISCOUNT_RUPEES = 10_00_000;

const quantity = (error: string) =>
  z
    .number({ error })
    .int({ error })
    .max(MAX_BREAK_QUANTITY, { error: `Quantities must be at most ${MAX_BREAK_QUANTITY.toLocaleString('en-IN')}` });

/** One price break as staff enter it. maxQuantity null or absent = no upper end. */
export const priceBreakInput = z.strictObject({
  minQuantity: quantity(MIN_QUANTITY_REQUIRED).min(1, { error: MIN_QUANTITY_REQUIRED }),
  maxQuantity: quantity('Max Quantity must be a whole number, or empty for no limit.').nullish(),
  discount: z
    .number({ error: DISCOUNT_REQUIRED })
    .min(0, { error: DISCOUNT_REQUIRED })
    .max(MAX_BREAK_DISCOUNT_RUPEES, { error: 'Discount is too large.' })
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, {
      error: 'Discount can have at most two decimals.',
    }),
});
export type PriceBreakInput = z.infer<typeof priceBreakInput>;

const priceBreaks = z
  .array(priceBreakInput, { error: AT_LEAST_ONE_BREAK })
  .min(1, { error: AT_LEAST_ONE_BREAK })
  .max(MAX_PRICE_BREAKS, { error: TOO_MANY_BREAKS });

/** POST /wholesale/new (SuperAdmin) */
export const newWholesaleBody = z.strictObject({ product_id: idText(SELECT_PRODUCT), priceBreaks });
export type NewWholesaleBody = z.infer<typeof newWholesaleBody>;

/** POST /wholesale/{id}/update (SuperAdmin) */
export const updateWholesaleBody = z.strictObject({ priceBreaks });
export type UpdateWholesaleBody = z.infer<typeof updateWholesaleBody>;

const pageNum = z.coerce
  .number({ error: 'page must be a number' })
  .int({ error: 'page must be a whole number' })
  .min(1, { error: 'page must be at least 1' })
  .max(MAX_PAGE_NUM, { error: 'page is too large' });
const pageSize = z.coerce
  .number({ error: 'limit must be a number' })
  .int({ error: 'limit must be a whole number' })
  .min(1, { error: 'limit must be at least 1' })
  .max(WHOLESALE_FETCH_LIMIT, { error: `limit must be at most ${WHOLESALE_FETCH_LIMIT}` });

/** POST /wholesale/list (public): the spec sends pageNum, pageSize 1000 and empty filters. */
export const wholesaleListBody = z.strictObject({
  pageNum: pageNum.default(1),
  pageSize: pageSize.default(WHOLESALE_FETCH_LIMIT),
  filters: z
    .strictObject({ product_id: z.union([idText(), z.array(idText()).max(WHOLESALE_FETCH_LIMIT)]).optional() })
    .default({}),
});
export type WholesaleListBody = z.infer<typeof wholesaleListBody>;

/** GET /wholesale/allWholesaleProducts?page=1&limit=1000 (SuperAdmin) */
export const allWholesaleQuery = z.strictObject({
  page: pageNum.default(1),
  limit: pageSize.default(WHOLESALE_FETCH_LIMIT),
});
