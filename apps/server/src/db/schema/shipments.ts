/**
 * Tables of the shipments module (issue 8 "Shipping", decision 032): one shipment per order, made
 * by the courier when the order is paid, and the tracking events the courier reported for it.
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { createdAt, id, updatedAt } from './columns';

/** creating: the courier is being asked; created: it gave a waybill; failed: it refused (staff retry); cancelled. */
export type ShipmentStatus = 'creating' | 'created' | 'failed' | 'cancelled';

export const shipments = pgTable(
  'shipments',
  {
    id: id(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    /** The courier provider that holds it ('sandbox', 'delhivery'); later calls go to it. */
    courier: text('courier').notNull(),
    status: text('status').$type<ShipmentStatus>().notNull().default('creating'),
    waybill: text('waybill'),
    trackingUrl: text('tracking_url'),
    /** Why the courier refused it, for staff (null once created). */
    lastError: text('last_error'),
    weightGrams: integer('weight_g').notNull(),
    lengthCm: integer('length_cm').notNull(),
    breadthCm: integer('breadth_cm').notNull(),
    heightCm: integer('height_cm').notNull(),
    /** The courier's newest event code, and when polling ended (delivered, returned or cancelled). */
    lastEventCode: text('last_event_code'),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('shipments_order_unique').on(t.orderId),
    uniqueIndex('shipments_waybill_unique').on(t.waybill),
    // The tracking poll reads shipments still on their way.
    index('shipments_open_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'created' and ${t.closedAt} is null`),
  ],
);

export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: id(),
    shipmentId: text('shipment_id')
      .notNull()
      .references(() => shipments.id),
    /** Our code for the step (domain TIMELINE_EVENTS: shipped, in_transit, out_for_delivery, delivered…). */
    code: text('code').notNull(),
    /** The courier's own words for it. */
    label: text('label').notNull(),
    location: text('location'),
    occurredAt: timestamp('occurred_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  // Polling twice stores an event once.
  (t) => [uniqueIndex('shipment_events_unique').on(t.shipmentId, t.code, t.occurredAt)],
);
