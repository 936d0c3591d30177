/**
 * Orders (shopper spec §7 /order calls, admin spec Order Management): the orders as stored and
 * shown, and every change of their status through the lifecycle table (order-lifecycle.rules.ts, issue
 * 26). The steps that span modules are flows: placing an order (flows/place-order.flow.ts), its
 * payment (flows/order-paid.flow.ts), cancels (flows/cancel-own-order.flow.ts, change-order-status.flow.ts) and
 * returns (flows/return-*.ts).
 */
import { ERASED_CUSTOMER_NAME, ORDERS_IN_PROGRESS } from '@shop/domain/privacy/erasure.rules';
import { customerCancelRefusal, NOT_OWN_ORDER } from '@shop/domain/orders/order-cancel.rules';
import { tooManyUnitsToReturn } from '@shop/domain/returns/return.rules';
import { parseContact, parseOrderReference } from '@shop/domain/orders/order-tracking.rules';
import type { OrderStatus, PaymentStatus } from '@shop/domain/orders/order-status.rules';
import { orderTransition, type OrderActor, type StaffActor } from '@shop/domain/orders/order-lifecycle.rules';
import { isUnpaid, paymentTransitionAllowed } from '@shop/domain/orders/payment-lifecycle.rules';
import { stockReasonOfStatusChange, SYSTEM_ACTOR, type StockActor } from '@shop/domain/inventory/stock-ledger.rules';
import type { OrderListBody } from '@shop/domain/orders/order.schemas';
import type { Db, DbOrTx } from '../../db/client';
import { pipelined } from '../../db/pipelined';
import { AppError } from '../../lib/app-error';
import type { CustomerSession, StaffSession } from '../sessions/sessions.service';
import { returnStockOfOrder } from '../inventory/stock.service';
import { enqueueMail, ORDER_CANCELLED_MAIL } from '../mail/mail.service';
import { getSettings } from '../settings/settings.service';
import { releaseCoupon } from '../coupons/coupons.service';
import { recordAudit } from '../audit/audit.service';
import { serviceAreasOf } from '../locations/locations.service';
import { shipmentsOfOrders } from '../shipments/shipments.service';
import { toApiOrder, type ApiOrder } from './order.shape';
import * as repo from './orders.repository';
import { withGst } from '@shop/domain/tax/gst.rules';
import type { OrderLineRow, OrderRow } from './orders.repository';

/** An order as the API shows it (flows/place-order.flow.ts answers one). */
export type { ApiOrder } from './order.shape';

/** An order as stored, for modules that act on orders (payments' mails). */
export type { NewOrderLineRow, NewOrderRow, OrderLineRow, OrderRow } from './orders.repository';

export const ORDER_NOT_FOUND = 'Order not found';

/**
 * The orders as the API shows them: their lines, their shipment and the service area of their
 * pincode. The courier's reason for refusing a shipment is for staff (`forStaff`) only.
 */
async function withLines(db: DbOrTx, rows: OrderRow[], forStaff = false): Promise<ApiOrder[]> {
  const ids = rows.map((r) => r.id);
  // One query after another: `db` is often a transaction, which must never run two at once.
  const lines = await repo.linesOf(db, ids);
  const shipments = await shipmentsOfOrders(db, ids);
  const areas = await serviceAreasOf(
    db,
    rows.map((r) => r.pincode),
  );
  return rows.map((row) => {
    const shipment = shipments.get(row.id);
    return toApiOrder(row, lines.get(row.id) ?? [], {
      shipment: shipment ? { ...shipment, lastError: forStaff ? shipment.lastError : null } : null,
      area: areas.get(row.pincode) ?? null,
    });
  });
}

/** Stored orders as staff see them through the API (the bulk orders screen's list). */
export async function ordersForStaff(db: DbOrTx, rows: OrderRow[]): Promise<ApiOrder[]> {
  return withLines(db, rows, true);
}

/** Serialises one customer's order placements until `tx` ends (flows/place-order.flow.ts counts their unpaid orders under it). */
export async function lockCustomerOrders(tx: DbOrTx, customerId: string): Promise<void> {
  await repo.lockCustomerOrders(tx, customerId);
}

/** The customer's unpaid orders that hold stock, and the units they hold together (the limits of decision 014). */
export async function unpaidHoldingsOf(tx: DbOrTx, customerId: string): Promise<{ orders: number; units: number }> {
  return repo.unpaidHoldingsOf(tx, customerId);
}

/**
 * The unpaid-order limits checked in the database, for an order whose COMMIT is queued behind
 * them (docs/decisions/104): the customer's lock, then a statement that fails (refuse_unless)
 * when their unpaid orders and units with this order's `units` pass the settings' maximums.
 */
export async function lockAndRefuseOverUnpaidLimits(
  tx: DbOrTx,
  customerId: string,
  limits: { units: number; maxOrders: number; maxUnits: number },
): Promise<void> {
  // Sent together: the count runs once the lock is granted, with what committed meanwhile.
  await pipelined(repo.lockCustomerOrders(tx, customerId), repo.refuseOverUnpaidLimits(tx, customerId, limits));
}

/** Stores a new order and its lines (priced and checked by flows/place-order.flow.ts); returns them as stored and as the API shows them. */
export async function recordNewOrder(
  tx: DbOrTx,
  order: repo.NewOrderRow,
  lines: repo.NewOrderLineRow[],
): Promise<{ order: OrderRow; lines: OrderLineRow[]; api: ApiOrder }> {
  const saved = await repo.insertOrder(tx, order, lines);
  return { ...saved, api: toApiOrder(saved.order, saved.lines) };
}

/** The order with this id, or undefined (for other modules' follow-ups such as mail). */
export async function findOrderById(db: DbOrTx, id: string): Promise<OrderRow | undefined> {
  return repo.findOrder(db, id);
}

/** Several stored orders in one query, by id (for other modules' lists, e.g. return requests). */
export function findOrdersByIds(db: DbOrTx, ids: string[]): Promise<Map<string, OrderRow>> {
  return repo.findOrders(db, ids);
}

/** POST /order/my-orders: the customer's orders, newest first. */
export async function myOrders(db: DbOrTx, customer: CustomerSession): Promise<ApiOrder[]> {
  return withLines(db, await repo.ordersOfUser(db, customer.id));
}

/**
 * POST /order/track-guest: the order `orderId` (full or 8-character short id) whose e-mail or phone
 * is `contactInfo`. NOT_FOUND with `notFoundMessage` alike for an unknown id, a wrong contact and a
 * contact that is neither an e-mail nor a phone, so the reply reveals nothing.
 */
export async function orderForContact(
  db: DbOrTx,
  orderId: string,
  contactInfo: string,
  notFoundMessage: string,
): Promise<ApiOrder> {
  const contact = parseContact(contactInfo);
  const order = contact ? await repo.findOrderByReference(db, parseOrderReference(orderId), contact) : undefined;
  if (!order) throw new AppError('NOT_FOUND', notFoundMessage);
  const [api] = await withLines(db, [order]);
  return api!;
}

/**
 * GET /order/{id}: an order for its customer or for staff. Anyone else gets NOT_FOUND, the same
 * answer as for an order that does not exist, so ids cannot be probed.
 */
export async function getOrder(
  db: DbOrTx,
  id: string,
  viewer: { customer?: CustomerSession; staff?: StaffSession },
): Promise<ApiOrder> {
  const order = await repo.findOrder(db, id);
  if (!order || (!viewer.staff && order.userId !== viewer.customer?.id))
    throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
  const [api] = await withLines(db, [order], Boolean(viewer.staff));
  return api!;
}

/** POST /order/list (staff): a page of all orders with filters, and the count of all matches. */
export async function listOrders(db: DbOrTx, body: OrderListBody) {
  const { pageNum, pageSize, filters } = body;
  const { rows, total } = await repo.searchOrders(db, {
    status: filters.status || undefined,
    paymentStatus: filters.payment_status || undefined,
    refundDue: filters.refund_due,
    search: filters.search || undefined,
    oldestFirst: filters.sort === 'oldest',
    limit: pageSize,
    offset: (pageNum - 1) * pageSize,
  });
  return { orderList: await withLines(db, rows, true), orderCount: total };
}

/**
 * Who moves an order (the lifecycle's actors, order-lifecycle.rules.ts): the shop itself, the courier,
 * a customer or a staff member with their role. The stock ledger names the customer or staff member.
 */
export type OrderChanger =
  | { kind: 'system' }
  | { kind: 'courier' }
  | { kind: 'customer'; id: string }
  | { kind: 'staff'; id: string; role: StaffActor };

const lifecycleActor = (by: OrderChanger): OrderActor => (by.kind === 'staff' ? by.role : by.kind);
const stockActor = (by: OrderChanger): StockActor =>
  by.kind === 'customer' || by.kind === 'staff' ? { kind: by.kind, id: by.id } : SYSTEM_ACTOR;

/**
 * Moves a locked order to `status` through the lifecycle table: CONFLICT with the table's message
 * when `by` may not take that step (nothing changes). Runs the step's own effects here (units back,
 * coupon use back; the payment status `paymentStatus`, checked against its table); the cross-module
 * ones (refunds, credit notes, courier) are the caller's flow. A move to the status the order has
 * changes nothing.
 */
async function changeStatus(
  tx: DbOrTx,
  order: OrderRow,
  status: OrderStatus,
  by: OrderChanger,
  paymentStatus?: PaymentStatus,
): Promise<OrderRow> {
  if (paymentStatus && !paymentTransitionAllowed(order.paymentStatus, paymentStatus)) {
    throw new Error(`payment status ${order.paymentStatus} → ${paymentStatus} is not in the table`);
  }
  if (status === order.status) return paymentStatus ? repo.setOrderStatus(tx, order.id, { paymentStatus }) : order;
  const check = orderTransition(order.status, status, lifecycleActor(by));
  if (!check.ok) throw new AppError('CONFLICT', check.message);
  const { effects } = check.transition;
  if (effects.includes('stock_back')) {
    const lines = (await repo.linesOf(tx, [order.id])).get(order.id) ?? [];
    const units = lines.map((line) => ({ productId: line.productId, quantity: line.quantity }));
    await returnStockOfOrder(tx, units, {
      reason: stockReasonOfStatusChange(order.status, status, paymentStatus),
      actor: stockActor(by),
      orderId: order.id,
    });
  }
  if (effects.includes('coupon_back')) await releaseCoupon(tx, order.id, new Date());
  // The return window counts from delivery; a correction back to Shipped forgets it.
  const deliveredAt = status === 'Delivered' ? new Date() : order.status === 'Delivered' ? null : undefined;
  return repo.setOrderStatus(tx, order.id, { status, paymentStatus, deliveredAt });
}

/**
 * Queues the "order cancelled" mail of an order the customer or staff cancelled (the cancel steps'
 * `mail` effect; hold expiry sends its own). A paid order's mail names the whole total as refunded.
 */
async function enqueueCancelledMail(tx: DbOrTx, order: OrderRow, by: 'customer' | 'staff'): Promise<void> {
  await enqueueMail(tx, {
    template: ORDER_CANCELLED_MAIL,
    to: order.email,
    key: `order-cancelled:${order.id}`,
    data: {
      orderId: order.id,
      customerName: order.name,
      by,
      refundPaise: order.paymentStatus === 'Paid' ? order.totalPaise : 0,
    },
  });
}

/**
 * POST /order/{id}/update (staff): moves the order one step of the lifecycle table that `staff`'s
 * role may take (CONFLICT with the table's message otherwise: a delivered order is returned, not
 * cancelled), audited as theirs in the same transaction (decision 034). `onCancelled` runs in the
 * same transaction when the order ends Cancelled (flows/change-order-status.flow.ts passes the payments
 * and shipments steps there). A cancel mails the customer.
 */
export async function updateOrderStatus(
  db: Db,
  staff: { id: string; role: StaffActor },
  id: string,
  status: OrderStatus,
  onCancelled?: (tx: DbOrTx, orderId: string) => Promise<void>,
): Promise<ApiOrder> {
  return db.transaction(async (tx) => {
    const order = await repo.findOrder(tx, id, true);
    if (!order) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
    const changed = await changeStatus(tx, order, status, { kind: 'staff', ...staff });
    if (changed.status !== order.status) {
      const values = (row: OrderRow) => ({ status: row.status, payment_status: row.paymentStatus });
      await recordAudit(tx, {
        staffId: staff.id,
        action: 'order.status',
        entity: 'order',
        entityId: id,
        before: values(order),
        after: values(changed),
      });
      if (status === 'Cancelled') {
        if (onCancelled) await onCancelled(tx, id);
        await enqueueCancelledMail(tx, order, 'staff');
      }
    }
    const updated = (await repo.findOrder(tx, id))!;
    const [api] = await withLines(tx, [updated], true);
    return api!;
  });
}

/**
 * POST /order/{id}/cancel: the customer cancels their own order (shopper spec §4, §6): Pending,
 * Confirmed or Processing and within the store setting `cancelWindowHours` of being placed, at
 * `now`, with no charge. Passes through the lifecycle like every cancel, so the units and the
 * coupon's use go back; `onCancelled` runs in the same transaction (the payments module turns
 * captures into refunds due, each with its credit note), and the customer is mailed.
 * NOT_FOUND for no such order, FORBIDDEN ('You can only cancel your own orders.') for another
 * customer's, CONFLICT with the reason when it can no longer be cancelled.
 */
export async function cancelOwnOrder(
  db: Db,
  customer: CustomerSession,
  id: string,
  now: Date,
  onCancelled?: (tx: DbOrTx, orderId: string) => Promise<void>,
): Promise<ApiOrder> {
  const { cancelWindowHours } = await getSettings(db);
  return db.transaction(async (tx) => {
    const order = await repo.findOrder(tx, id, true);
    if (!order) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
    if (order.userId !== customer.id) throw new AppError('FORBIDDEN', NOT_OWN_ORDER);
    const refusal = customerCancelRefusal(order.status, order.createdAt, now, cancelWindowHours);
    if (refusal) throw new AppError('CONFLICT', refusal);
    await changeStatus(tx, order, 'Cancelled', { kind: 'customer', id: customer.id });
    if (onCancelled) await onCancelled(tx, id);
    await enqueueCancelledMail(tx, order, 'customer');
    const [api] = await withLines(tx, [(await repo.findOrder(tx, id))!]);
    return api!;
  });
}

/**
 * The customer's own order; NOT_FOUND unless it is theirs. `lock` holds its row until the
 * caller's transaction ends (when paying it).
 */
export async function customerOrder(db: DbOrTx, orderId: string, customerId: string, lock = false): Promise<OrderRow> {
  const order = await repo.findOrder(db, orderId, lock);
  if (!order || order.userId !== customerId) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
  return order;
}

/**
 * Records a captured payment on a locked order: Paid, and a Pending order confirmed (the
 * lifecycle's Pending → Confirmed by the system). Returns false when the order is unknown or
 * already paid (nothing changes). What else follows a payment is flows/order-paid.flow.ts.
 */
export async function markPaid(tx: DbOrTx, orderId: string): Promise<boolean> {
  const order = await repo.findOrder(tx, orderId, true);
  if (!order || order.paymentStatus === 'Paid') return false;
  await changeStatus(tx, order, order.status === 'Pending' ? 'Confirmed' : order.status, { kind: 'system' }, 'Paid');
  return true;
}

/** An order with its lines as stored, for the shipments module (parcel and courier facts). */
export async function orderWithLines(
  db: DbOrTx,
  orderId: string,
): Promise<{ order: OrderRow; lines: OrderLineRow[] } | undefined> {
  const order = await repo.findOrder(db, orderId);
  if (!order) return undefined;
  return { order, lines: (await repo.linesOf(db, [orderId])).get(orderId) ?? [] };
}

/** The stored lines of several orders in one query, by order id (every id present, [] when none). */
export async function linesOfOrders(db: DbOrTx, orderIds: string[]): Promise<Map<string, OrderLineRow[]>> {
  return repo.linesOf(db, orderIds);
}

/** Writes the courier's waybill and tracking link onto the order (shopper spec §3 Order: waybill, trackingUrl). */
export async function setOrderWaybill(
  tx: DbOrTx,
  orderId: string,
  waybill: string | null,
  trackingUrl: string | null,
): Promise<void> {
  await repo.setOrderWaybill(tx, orderId, waybill, trackingUrl);
}

/**
 * A courier event moves a paid order to `status` (Shipped when picked up, Delivered when
 * delivered) when the lifecycle lets the courier take that step; an event for an order that cannot
 * move so (unpaid, cancelled, returned, already as far) is ignored. Returns whether it moved.
 */
export async function advanceOrderByCourier(
  tx: DbOrTx,
  orderId: string,
  status: 'Shipped' | 'Delivered',
): Promise<boolean> {
  const order = await repo.findOrder(tx, orderId, true);
  if (!order || order.paymentStatus !== 'Paid' || !orderTransition(order.status, status, 'courier').ok) return false;
  await changeStatus(tx, order, status, { kind: 'courier' });
  return true;
}

/**
 * Records a failed or cancelled payment: an unpaid Pending order keeps its units until its hold
 * ends (so the shopper's "your items are still held" is true, and a retry pays the same order);
 * only its payment status becomes Failed.
 */
export async function markPaymentFailed(tx: DbOrTx, orderId: string): Promise<void> {
  const order = await repo.findOrder(tx, orderId, true);
  if (!order || order.status !== 'Pending' || !isUnpaid(order.paymentStatus)) return;
  await changeStatus(tx, order, 'Pending', { kind: 'system' }, 'Failed');
}

/** An order's lines and figures for its confirmation e-mail (paise; GST included in line totals). */
export interface OrderMailSummary {
  lines: {
    name: string;
    quantity: number;
    unitPricePaise: number;
    unitPriceWithGstPaise: number;
    totalPaise: number;
  }[];
  taxablePaise: number;
  gstPaise: number;
  shippingPaise: number;
  couponCode: string | null;
  couponDiscountPaise: number;
  totalPaise: number;
  expectedDelivery: string | null;
}

/** The lines and totals the "order confirmed" mail shows (payments module, in its settling transaction). */
export async function orderMailSummary(db: DbOrTx, order: OrderRow): Promise<OrderMailSummary> {
  const lines = (await repo.linesOf(db, [order.id])).get(order.id) ?? [];
  return {
    lines: lines.map((l) => ({
      name: l.productName,
      quantity: l.quantity,
      unitPricePaise: l.unitPricePaise,
      unitPriceWithGstPaise: withGst(l.unitPricePaise, l.gstRateBp),
      totalPaise: l.totalPaise,
    })),
    taxablePaise: order.taxablePaise,
    gstPaise: order.gstPaise,
    shippingPaise: order.shippingPaise,
    couponCode: order.couponCode,
    couponDiscountPaise: order.couponDiscountPaise,
    totalPaise: order.totalPaise,
    expectedDelivery: order.expectedDelivery?.toISOString() ?? null,
  };
}

/** Why a cancelled order cannot be paid again (payment retry, shopper spec §2). */
export const ORDER_NOT_PAYABLE = 'This order was cancelled and cannot be paid.';
export const RETRY_TIME_OVER =
  'The time to pay for this order has run out. Please place the order again from your cart.';

/**
 * Whether a locked order may take a new payment attempt (checkout's first one, or the retry
 * page's): Pending and unpaid (a failed attempt left it so, holding its units) while its hold
 * lasts (placed after `holdCutoff`). CONFLICT otherwise: ORDER_NOT_PAYABLE for a cancelled order,
 * RETRY_TIME_OVER when the hold is over though its expiry has not run yet.
 */
export function assertPayable(order: OrderRow, holdCutoff: Date): void {
  if (order.status === 'Cancelled' || !isUnpaid(order.paymentStatus)) throw new AppError('CONFLICT', ORDER_NOT_PAYABLE);
  if (order.createdAt <= holdCutoff) throw new AppError('CONFLICT', RETRY_TIME_OVER);
}

/** Cancels a locked unpaid order whose hold ran out (the system's Pending → Cancelled): payment status Expired, units and coupon use back. */
export async function cancelUnpaidOrder(tx: DbOrTx, order: OrderRow): Promise<void> {
  await changeStatus(tx, order, 'Cancelled', { kind: 'system' }, 'Expired');
}

/**
 * The customer's delivered order and its lines, locked until `tx` ends, for a return request
 * (returns flow). NOT_FOUND unless the order is `customerId`'s.
 */
export async function lockOrderForReturn(
  tx: DbOrTx,
  orderId: string,
  customerId: string,
): Promise<{ order: OrderRow; lines: OrderLineRow[] }> {
  const order = await customerOrder(tx, orderId, customerId, true);
  return { order, lines: (await repo.linesOf(tx, [orderId])).get(orderId) ?? [] };
}

/** An order and its lines, locked until `tx` ends (staff steps of a return). NOT_FOUND when there is none. */
export async function lockOrderWithLines(
  tx: DbOrTx,
  orderId: string,
): Promise<{ order: OrderRow; lines: OrderLineRow[] }> {
  const order = await repo.findOrder(tx, orderId, true);
  if (!order) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
  return { order, lines: (await repo.linesOf(tx, [orderId])).get(orderId) ?? [] };
}

/**
 * Counts `units` more (or, negative, fewer) of each line as being returned, on a locked order
 * (a return request made, or rejected / withdrawn). CONFLICT naming the product when a line would
 * have more units returned than were bought; nothing is kept then (the caller's transaction rolls back).
 */
export async function countReturnedUnits(
  tx: DbOrTx,
  orderId: string,
  picks: { orderLineId: string; units: number; name: string; left: number }[],
): Promise<void> {
  for (const pick of picks) {
    if (!(await repo.addReturnedUnits(tx, orderId, pick.orderLineId, pick.units)))
      throw new AppError('CONFLICT', tooManyUnitsToReturn(pick.name, Math.max(0, pick.left)));
  }
}

/** The whole of a locked delivered order came back and was received: it becomes Returned (the lifecycle's system step). */
export async function markOrderReturned(tx: DbOrTx, orderId: string): Promise<void> {
  const order = await repo.findOrder(tx, orderId, true);
  if (order && order.status === 'Delivered') await changeStatus(tx, order, 'Returned', { kind: 'system' });
}

/** The keys of the uploaded pictures past orders show (each line keeps its product's picture): the unused-upload sweep keeps them. */
export function orderPictureKeys(db: DbOrTx): Promise<Set<string>> {
  return repo.orderLineMediaKeys(db);
}

/** Account erasure (issue 29): how many of the customer's orders are still under way (ORDERS_IN_PROGRESS; erasure waits for them). */
export function openOrdersOf(db: DbOrTx, userId: string): Promise<number> {
  return repo.countOrdersOfIn(db, userId, ORDERS_IN_PROGRESS);
}

/**
 * Account erasure (issue 29; CGST Act s.36 keeps orders 72 months): every order of the customer
 * stays, with ERASED_CUSTOMER_NAME, the erased e-mail, no phone and no street address, in the
 * caller's transaction.
 */
export function anonymiseOrdersOf(tx: DbOrTx, userId: string, email: string): Promise<void> {
  return repo.anonymiseOrdersOf(tx, userId, { name: ERASED_CUSTOMER_NAME, email });
}
