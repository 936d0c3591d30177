/** Shipment and shipment-event queries (Drizzle only, no rules). */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { shipmentEvents, shipments, type ShipmentStatus } from '../../db/schema/shipments';

export type ShipmentRow = typeof shipments.$inferSelect;
export type ShipmentEventRow = typeof shipmentEvents.$inferSelect;
export type NewShipment = Pick<
  typeof shipments.$inferInsert,
  'orderId' | 'courier' | 'weightGrams' | 'lengthCm' | 'breadthCm' | 'heightCm'
>;

/** Inserts the order's shipment unless it has one; returns the order's shipment, locked until `tx` ends. */
export async function insertOrLock(tx: DbOrTx, shipment: NewShipment): Promise<ShipmentRow> {
  await tx.insert(shipments).values(shipment).onConflictDoNothing({ target: shipments.orderId });
  const [row] = await tx.select().from(shipments).where(eq(shipments.orderId, shipment.orderId)).for('update');
  return row!;
}

export async function findShipment(db: DbOrTx, id: string, forUpdate = false): Promise<ShipmentRow | undefined> {
  const query = db.select().from(shipments).where(eq(shipments.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function findShipmentOfOrder(db: DbOrTx, orderId: string): Promise<ShipmentRow | undefined> {
  const [row] = await db.select().from(shipments).where(eq(shipments.orderId, orderId));
  return row;
}

export async function shipmentsOfOrders(db: DbOrTx, orderIds: string[]): Promise<ShipmentRow[]> {
  if (orderIds.length === 0) return [];
  return db.select().from(shipments).where(inArray(shipments.orderId, orderIds));
}

/** Moves a shipment from one of `from` to a new state; undefined when it was not in one of them (someone else moved it). */
export async function moveShipment(
  db: DbOrTx,
  id: string,
  from: ShipmentStatus[],
  values: Partial<Pick<ShipmentRow, 'status' | 'waybill' | 'trackingUrl' | 'lastError' | 'courier'>>,
): Promise<ShipmentRow | undefined> {
  const [row] = await db
    .update(shipments)
    .set(values)
    .where(and(eq(shipments.id, id), inArray(shipments.status, from)))
    .returning();
  return row;
}

export async function setProgress(
  tx: DbOrTx,
  id: string,
  values: { lastEventCode?: string; closedAt?: Date },
): Promise<void> {
  await tx.update(shipments).set(values).where(eq(shipments.id, id));
}

/** Stores the events not stored yet (same shipment, code and time); returns the new ones. */
export async function insertEvents(
  tx: DbOrTx,
  events: (typeof shipmentEvents.$inferInsert)[],
): Promise<ShipmentEventRow[]> {
  if (events.length === 0) return [];
  return tx.insert(shipmentEvents).values(events).onConflictDoNothing().returning();
}

/** The stored events of these orders' shipments, oldest first, with their order id. */
export async function eventsOfOrders(
  db: DbOrTx,
  orderIds: string[],
): Promise<(ShipmentEventRow & { orderId: string })[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .select({ event: shipmentEvents, orderId: shipments.orderId })
    .from(shipmentEvents)
    .innerJoin(shipments, eq(shipments.id, shipmentEvents.shipmentId))
    .where(inArray(shipments.orderId, orderIds))
    .orderBy(asc(shipmentEvents.occurredAt), sql`${shipmentEvents.id}`);
  return rows.map((row) => ({ ...row.event, orderId: row.orderId }));
}
