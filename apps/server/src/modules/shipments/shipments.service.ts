/**
 * Shipments (issue 8 "Shipping", shopper spec §7 POST /order/shipment, decision 032). A paid order
 * gets one shipment, booked with the configured courier by the 'shipment.create' job that markPaid
 * enqueues; a refusal leaves the order paid and the shipment 'failed' with the courier's reason, for
 * staff to retry. Booked shipments are polled by 'shipment.track' jobs: each new courier event is
 * stored once, moves the order (Shipped when picked up, Delivered when delivered) and sends the
 * shopper's mail once, all in one transaction.
 */
import { parcelOf } from '@shop/domain/pricing/shipping.rules';
import type { Order } from '@shop/domain/orders/order.responses';
import type { TimelineEvent } from '@shop/domain/orders/order-tracking.responses';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import {
  CourierRefusal,
  type Courier,
  type CourierEvent,
  type ShipmentOrder,
  type ShipmentParcel,
} from '../../providers/courier/courier.contract';
import { recordAudit } from '../audit/audit.service';
import { productsForQuote } from '../catalog/catalog.service';
import { enqueueJob } from '../jobs/jobs.service';
import { getSettings } from '../settings/settings.service';
import { enqueueShipmentMail, type ShipmentMailKind } from './shipments.mail';
import type { ShipmentOrders } from './shipment-orders.contract';
import * as repo from './shipments.repository';

export const SHIPMENT_CREATE_JOB = 'shipment.create';
export const SHIPMENT_TRACK_JOB = 'shipment.track';
export const SHIPMENT_CANCEL_JOB = 'shipment.cancel';
/** Attempts at booking while the courier is down; the last failure marks the shipment failed for staff. */
export const SHIPMENT_CREATE_ATTEMPTS = 5;
/** How often a real courier's shipments are polled. */
const REAL_COURIER_POLL_MS = 30 * 60_000;
const MAX_ERROR = 500;

/** What the shipment work needs from the app. */
export interface ShipmentDeps {
  db: Db;
  courier: Courier | undefined;
  clock: Clock;
  /** The orders module's steps (flows/shipment-work.flow.ts wires them). */
  orders: ShipmentOrders;
}

/** Rank of each courier code: how far along the parcel is. */
const PROGRESS = ['processing', 'shipped', 'in_transit', 'out_for_delivery', 'delivered'] as const;
const rank = (code: string | null) => PROGRESS.indexOf(code as (typeof PROGRESS)[number]);
const CLOSING = new Set(['delivered', 'returned', 'cancelled']);

/** Enqueues the booking of the order's shipment, in the caller's transaction; once per order while unfinished. */
export async function enqueueShipmentCreation(tx: DbOrTx, orderId: string): Promise<void> {
  await enqueueJob(tx, {
    name: SHIPMENT_CREATE_JOB,
    payload: { orderId },
    key: `shipment-create:${orderId}`,
    maxAttempts: SHIPMENT_CREATE_ATTEMPTS,
  });
}

async function enqueueTrack(db: DbOrTx, deps: ShipmentDeps, shipmentId: string): Promise<void> {
  const delayMs =
    deps.courier?.name === 'sandbox' ? (await getSettings(db)).sandboxCourierStepSeconds * 1000 : REAL_COURIER_POLL_MS;
  const runAt = new Date(deps.clock.now().getTime() + delayMs);
  await enqueueJob(db, {
    name: SHIPMENT_TRACK_JOB,
    payload: { shipmentId },
    runAt,
    key: `shipment-track:${shipmentId}:${runAt.toISOString()}`,
  });
}

/** The parcel of an order's lines: its products' package sizes, the spec's defaults where missing. */
export async function parcelOfOrder(
  db: DbOrTx,
  lines: { productId: string; quantity: number }[],
): Promise<ShipmentParcel> {
  const products = await productsForQuote(db, [...new Set(lines.map((l) => l.productId))]);
  const parcel = parcelOf(lines.map((line) => ({ ...products.get(line.productId), quantity: line.quantity })));
  return {
    weightGrams: Math.round(parcel.weightKg * 1000),
    lengthCm: parcel.lengthCm,
    breadthCm: parcel.breadthCm,
    heightCm: parcel.heightCm,
  };
}

/**
 * The 'shipment.create' job for `orderId`: makes the order's shipment row (once) and books it unless
 * it is already booked, failed or cancelled. `lastAttempt`: a courier that is down then marks it
 * failed instead of leaving it for the job's retry. Returns the shipment, or undefined when the
 * order is not paid (or was cancelled) by now.
 */
export async function createShipmentForOrder(
  deps: ShipmentDeps,
  orderId: string,
  lastAttempt: boolean,
  staffId?: string,
): Promise<repo.ShipmentRow | undefined> {
  const found = await deps.orders.withLines(deps.db, orderId);
  if (!found || found.order.paymentStatus !== 'Paid' || found.order.status === 'Cancelled') return undefined;
  const parcel = await parcelOfOrder(deps.db, found.lines);
  const shipment = await deps.db.transaction(async (tx) => {
    const row = await repo.insertOrLock(tx, { orderId, courier: deps.courier?.name ?? 'none', ...parcel });
    // A staff member's booking (POST /order/shipment) is audited with the row it makes.
    if (staffId && row.status === 'creating') await recordAudit(tx, shipmentAudit(staffId, orderId, null));
    return row;
  });
  if (shipment.status !== 'creating') return shipment;
  return book(deps, shipment, lastAttempt);
}

/** Asks the courier for a waybill for a 'creating' shipment and records the answer. */
async function book(deps: ShipmentDeps, shipment: repo.ShipmentRow, lastAttempt: boolean): Promise<repo.ShipmentRow> {
  const fail = async (message: string) =>
    (await repo.moveShipment(deps.db, shipment.id, ['creating'], {
      status: 'failed',
      lastError: message.slice(0, MAX_ERROR),
    })) ?? shipment;
  if (!deps.courier)
    return fail('No courier is configured: set DELHIVERY_TOKEN (or turn COURIER_SANDBOX on) and retry.');
  const found = (await deps.orders.withLines(deps.db, shipment.orderId))!;
  const settings = await getSettings(deps.db);
  const order: ShipmentOrder = {
    orderId: found.order.id,
    name: found.order.name,
    phone: found.order.phone,
    email: found.order.email,
    address: found.order.shippingAddress,
    pincode: found.order.pincode,
    city: found.order.city,
    state: found.order.state,
    totalPaise: found.order.totalPaise,
    products: found.lines.map((line) => ({
      name: line.productName,
      sku: line.sku,
      hsn: line.hsnCode,
      quantity: line.quantity,
    })),
    placedAt: found.order.createdAt,
  };
  const parcel = {
    weightGrams: shipment.weightGrams,
    lengthCm: shipment.lengthCm,
    breadthCm: shipment.breadthCm,
    heightCm: shipment.heightCm,
  };
  const pickup = {
    name: settings.sellerLegalName,
    address: settings.sellerAddress,
    pincode: settings.sellerPincode,
    phone: settings.supportPhone,
  };
  let booked;
  try {
    booked = await deps.courier.createShipment(order, parcel, pickup);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof CourierRefusal || lastAttempt) return fail(message);
    await repo.moveShipment(deps.db, shipment.id, ['creating'], { lastError: message.slice(0, MAX_ERROR) });
    throw error;
  }
  const courier = deps.courier;
  const recorded = await deps.db.transaction(async (tx) => {
    const created = await repo.moveShipment(tx, shipment.id, ['creating'], {
      status: 'created',
      courier: courier.name,
      waybill: booked.waybill,
      trackingUrl: booked.trackingUrl,
      lastError: null,
    });
    if (!created) return undefined;
    await deps.orders.setWaybill(tx, shipment.orderId, booked.waybill, booked.trackingUrl);
    await enqueueTrack(tx, deps, shipment.id);
    return created;
  });
  if (recorded) return recorded;
  // Someone else settled this shipment meanwhile: undo our booking (best effort) so the parcel has one waybill.
  await courier.cancel(booked.waybill).catch(() => undefined);
  return (await repo.findShipment(deps.db, shipment.id))!;
}

export const NO_SHIPMENT_TO_RETRY = 'This order has no failed shipment to retry.';
export const ORDER_NOT_PAID = 'Only a paid order can be shipped.';

/** The audit entry of a staff member's booking or retry of an order's shipment (decision 034). */
function shipmentAudit(staffId: string, orderId: string, before: repo.ShipmentRow | null) {
  return {
    staffId,
    action: 'order.shipment-retry',
    entity: 'order' as const,
    entityId: orderId,
    before: { shipment_status: before?.status ?? null, last_error: before?.lastError ?? null },
    after: { shipment_status: 'creating', last_error: null },
  };
}

/**
 * POST /order/shipment (staff): books the order's shipment now, making it if the job has not, or
 * retrying a failed one. Idempotent: a booked shipment is returned as it is. NOT_FOUND for no such
 * order, CONFLICT for an unpaid or cancelled order or a shipment being booked or cancelled. The
 * booking or retry is an 'order.shipment-retry' audit entry by `staffId` (none when refused or
 * when the shipment was already booked).
 */
export async function retryShipment(deps: ShipmentDeps, orderId: string, staffId: string): Promise<Order['shipment']> {
  const found = await deps.orders.withLines(deps.db, orderId);
  if (!found) throw new AppError('NOT_FOUND', deps.orders.notFound);
  if (found.order.paymentStatus !== 'Paid' || found.order.status === 'Cancelled')
    throw new AppError('CONFLICT', ORDER_NOT_PAID);
  const existing = await repo.findShipmentOfOrder(deps.db, orderId);
  if (existing?.status === 'created') return toApiShipment(existing);
  if (existing && existing.status !== 'failed') throw new AppError('CONFLICT', NO_SHIPMENT_TO_RETRY);
  if (!existing) return toApiShipment((await createShipmentForOrder(deps, orderId, true, staffId))!);
  // Only one caller wins the move back to 'creating', so two retries at once book once; the
  // winner's audit entry is written with the move.
  const claimed = await deps.db.transaction(async (tx) => {
    const moved = await repo.moveShipment(tx, existing.id, ['failed'], {
      status: 'creating',
      courier: deps.courier?.name ?? 'none',
    });
    if (moved) await recordAudit(tx, shipmentAudit(staffId, orderId, existing));
    return moved;
  });
  if (!claimed) throw new AppError('CONFLICT', NO_SHIPMENT_TO_RETRY);
  return toApiShipment(await book(deps, claimed, true));
}

/**
 * The 'shipment.track' job: asks the courier for the shipment's events, stores the new ones, and
 * in the same transaction moves the order and queues the mails for the progress they show. Polls
 * again later unless the parcel is delivered, returned or cancelled (or the order was cancelled).
 */
export async function pollShipment(deps: ShipmentDeps, shipmentId: string): Promise<'open' | 'closed' | 'gone'> {
  const shipment = await repo.findShipment(deps.db, shipmentId);
  if (!shipment || shipment.status !== 'created' || shipment.closedAt || !shipment.waybill) return 'gone';
  if (!deps.courier || deps.courier.name !== shipment.courier)
    throw new Error(`The shipment's courier '${shipment.courier}' is not configured`);
  const events = (await deps.courier.track(shipment.waybill)).sort((a, b) => a.at.getTime() - b.at.getTime());
  return deps.db.transaction(async (tx) => {
    const locked = (await repo.findShipment(tx, shipmentId, true))!;
    if (locked.closedAt) return 'closed';
    await recordEvents(tx, deps.orders, locked, events);
    const found = await deps.orders.withLines(tx, locked.orderId);
    const closes = events.some((e) => CLOSING.has(e.code)) || found?.order.status === 'Cancelled';
    if (closes) await repo.setProgress(tx, shipmentId, { closedAt: deps.clock.now() });
    else await enqueueTrack(tx, deps, shipmentId);
    return closes ? 'closed' : 'open';
  });
}

/** Stores `events` (new ones only) and acts once on the furthest progress they reach. */
async function recordEvents(
  tx: DbOrTx,
  orders: ShipmentOrders,
  shipment: repo.ShipmentRow,
  events: CourierEvent[],
): Promise<void> {
  await repo.insertEvents(
    tx,
    events.map((e) => ({
      shipmentId: shipment.id,
      code: e.code,
      label: e.label.slice(0, 200),
      location: e.location?.slice(0, 200) ?? null,
      occurredAt: e.at,
    })),
  );
  const before = rank(shipment.lastEventCode);
  const furthest = Math.max(before, ...events.map((e) => rank(e.code)));
  if (furthest <= before) return;
  await repo.setProgress(tx, shipment.id, { lastEventCode: PROGRESS[furthest] });
  const reached = (code: (typeof PROGRESS)[number]) => before < rank(code) && furthest >= rank(code);
  if (reached('shipped')) await orders.advance(tx, shipment.orderId, 'Shipped');
  if (reached('delivered')) await orders.advance(tx, shipment.orderId, 'Delivered');
  const found = (await orders.withLines(tx, shipment.orderId))!;
  if (found.order.status === 'Cancelled') return;
  // Each mail once, for the furthest milestone reached: a parcel first seen delivered gets only "delivered".
  const milestone = milestoneOf(furthest);
  if (milestone && milestone !== milestoneOf(before)) await enqueueShipmentMail(tx, found.order, shipment, milestone);
}

/** The mail a progress rank calls for: shipped (picked up or in transit), out for delivery, delivered. */
function milestoneOf(progress: number): ShipmentMailKind | undefined {
  if (progress >= rank('delivered')) return 'delivered';
  if (progress >= rank('out_for_delivery')) return 'out_for_delivery';
  if (progress >= rank('shipped')) return 'shipped';
  return undefined;
}

/** Enqueues, in the transaction that cancels the order, the cancel of its shipment with the courier (once per order). */
export async function enqueueShipmentCancel(tx: DbOrTx, orderId: string): Promise<void> {
  await enqueueJob(tx, { name: SHIPMENT_CANCEL_JOB, payload: { orderId }, key: `shipment-cancel:${orderId}` });
}

/**
 * The 'shipment.cancel' job for a cancelled order. A shipment not booked yet ('creating' or
 * 'failed') is marked cancelled; a booking racing it then finds it settled and cancels its own
 * waybill (book). A booked one is cancelled with the courier first: a courier that is down throws,
 * so the job retries; a courier that refuses (the parcel was already picked up) leaves it booked
 * with the reason recorded for staff. Returns the shipment's status afterwards, or undefined when
 * the order has no shipment.
 */
export async function cancelShipmentOfOrder(
  deps: ShipmentDeps,
  orderId: string,
): Promise<repo.ShipmentRow['status'] | undefined> {
  const shipment = await repo.findShipmentOfOrder(deps.db, orderId);
  if (!shipment || shipment.status === 'cancelled') return shipment?.status;
  if (shipment.status !== 'created') {
    if (await repo.moveShipment(deps.db, shipment.id, ['creating', 'failed'], { status: 'cancelled' }))
      return 'cancelled';
    // Booked meanwhile: cancel the waybill it got.
    return cancelShipmentOfOrder(deps, orderId);
  }
  if (!deps.courier || deps.courier.name !== shipment.courier)
    throw new Error(`The shipment's courier '${shipment.courier}' is not configured`);
  try {
    await deps.courier.cancel(shipment.waybill!);
  } catch (error) {
    if (!(error instanceof CourierRefusal)) throw error;
    await repo.moveShipment(deps.db, shipment.id, ['created'], {
      lastError: `The courier did not cancel the waybill: ${error.message}`.slice(0, MAX_ERROR),
    });
    return 'created';
  }
  await deps.db.transaction(async (tx) => {
    await repo.moveShipment(tx, shipment.id, ['created'], { status: 'cancelled' });
    await repo.setProgress(tx, shipment.id, { closedAt: deps.clock.now() });
  });
  return 'cancelled';
}

function toApiShipment(row: repo.ShipmentRow): Order['shipment'] {
  return {
    courier: row.courier,
    status: row.status,
    waybill: row.waybill,
    trackingUrl: row.trackingUrl,
    lastError: row.lastError,
    created_at: row.createdAt.toISOString(),
  };
}

/** The shipments of these orders as the order API shows them, by order id. */
export async function shipmentsOfOrders(
  db: DbOrTx,
  orderIds: string[],
): Promise<Map<string, NonNullable<Order['shipment']>>> {
  return new Map((await repo.shipmentsOfOrders(db, orderIds)).map((row) => [row.orderId, toApiShipment(row)!]));
}

/** The stored courier events of these orders, for their tracking timelines (times and places as reported), by order id. */
export async function courierEventsOf(db: DbOrTx, orderIds: string[]): Promise<Map<string, TimelineEvent[]>> {
  const byOrder = new Map<string, TimelineEvent[]>();
  for (const event of await repo.eventsOfOrders(db, orderIds)) {
    const list = byOrder.get(event.orderId) ?? [];
    list.push({
      code: event.code as TimelineEvent['code'],
      label: event.label,
      at: event.occurredAt.toISOString(),
      location: event.location,
    });
    byOrder.set(event.orderId, list);
  }
  return byOrder;
}
