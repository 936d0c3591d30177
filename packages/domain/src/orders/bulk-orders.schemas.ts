/**
 * Bulk Orders Management (admin spec §2 "Bulk Orders Management", §7 GET /order/list and
 * POST /order/{id}/update-status, §8 "Bulk orders"): the orders with at least one line bought at a
 * bulk tier, for SuperAdmin. DESIGN.md keeps one screen for the spec's two near-identical ones and
 * one order lifecycle, so the status choice is the lifecycle's (order-status.rules.ts ORDER_STATUSES).
 */
import { z } from 'zod';
import { pagination } from '../catalog/product.schemas';
import { ORDER_STATUSES } from './order-status.rules';

/** Bulk orders a page on the screen (the spec names none; ten expandable cards read well). */
export const BULK_ORDERS_PAGE_SIZE = 10;
/** Most bulk orders one call returns. */
export const BULK_ORDERS_MAX_PAGE_SIZE = 50;

/** Admin spec §8 "Bulk orders": the texts of the screen's calls. */
export const BULK_ORDER_STATUS_UPDATED = 'Order status updated successfully';
export const BULK_ORDER_STATUS_FAILED = 'Failed to update order status';
export const BULK_ORDERS_FETCH_FAILED = 'Failed to fetch bulk orders';
export const BULK_ORDERS_EMPTY = 'No bulk orders found';
export const BULK_ORDERS_UNAVAILABLE = 'The order system may be temporarily unavailable.';

/**
 * GET /order/list (and the spec's other spelling GET /orders), SuperAdmin: a page of the orders
 * holding at least one bulk line, newest first; `status` ('' or absent: every status) narrows it.
 */
export const bulkOrderListQuery = z.strictObject({
  pageNum: pagination.pageNum,
  pageSize: z.coerce
    .number({ error: 'pageSize must be a number' })
    .int({ error: 'pageSize must be a whole number' })
    .min(1, { error: 'pageSize must be at least 1' })
    .max(BULK_ORDERS_MAX_PAGE_SIZE, { error: `pageSize must be at most ${BULK_ORDERS_MAX_PAGE_SIZE}` })
    .default(BULK_ORDERS_PAGE_SIZE),
  status: z
    .enum(ORDER_STATUSES, { error: `Status must be one of ${ORDER_STATUSES.join(', ')}` })
    .or(z.literal(''))
    .optional(),
});
export type BulkOrderListQuery = z.infer<typeof bulkOrderListQuery>;
