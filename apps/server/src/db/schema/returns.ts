/**
 * Tables of the returns module (issue 26; docs/decisions/054): a customer's return request of some
 * units of a delivered order, its lines (with how each was put away once received), and the photos
 * sent with it. Photos are the customer's own pictures, kept private: their bytes (re-encoded WebP)
 * live here and are served only to their owner and staff.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, customType, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ReturnStatus } from '@shop/domain/returns/return-lifecycle.rules';
import type { ReturnReason } from '@shop/domain/returns/return.rules';
import { users } from './accounts';
import { orderLines, orders } from './orders';
import { createdAt, id, money, updatedAt } from './columns';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const returnRequests = pgTable(
  'return_requests',
  {
    id: id(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status').$type<ReturnStatus>().notNull().default('Requested'),
    reason: text('reason').$type<ReturnReason>().notNull(),
    description: text('description').notNull().default(''),
    rejectReason: text('reject_reason'),
    /** What goes back, tax included: an estimate from the order's lines until refunded, then the credit note's amount. */
    refundPaise: money('refund_paise').notNull(),
    shippingRefunded: boolean('shipping_refunded').notNull().default(false),
    pickupWaybill: text('pickup_waybill'),
    pickupTrackingUrl: text('pickup_tracking_url'),
    /** The refund recorded for it (payments module), once refunded. */
    refundId: text('refund_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('return_requests_order_idx').on(t.orderId),
    index('return_requests_user_idx').on(t.userId, t.createdAt),
    index('return_requests_created_idx').on(t.createdAt),
    uniqueIndex('return_requests_refund_unique').on(t.refundId),
    check('return_requests_refund_nonnegative', sql`${t.refundPaise} >= 0`),
  ],
);

export const returnRequestLines = pgTable(
  'return_request_lines',
  {
    id: id(),
    returnRequestId: text('return_request_id')
      .notNull()
      .references(() => returnRequests.id),
    orderLineId: text('order_line_id')
      .notNull()
      .references(() => orderLines.id),
    quantity: integer('quantity').notNull(),
    /** Set when received: units put back on sale and units written off (they add up to `quantity`). */
    restockQuantity: integer('restock_quantity'),
    writeOffQuantity: integer('write_off_quantity'),
  },
  (t) => [
    uniqueIndex('return_request_lines_unique').on(t.returnRequestId, t.orderLineId),
    index('return_request_lines_order_line_idx').on(t.orderLineId),
    check('return_request_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

export const returnPhotos = pgTable(
  'return_photos',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    /** Null until a request takes it; a request takes at most five. */
    returnRequestId: text('return_request_id').references(() => returnRequests.id),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('return_photos_request_idx').on(t.returnRequestId),
    index('return_photos_user_idx').on(t.userId, t.createdAt),
  ],
);
