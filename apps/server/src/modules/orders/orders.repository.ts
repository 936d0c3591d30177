/** Order queries (Drizzle only, no rules). */
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus, PaymentStatus } from '@shop/domain/orders/order-status.rules';
import type { DbOrTx } from '../../db/client';
import { rowsByKey } from '../../db/rows-by-key';
import { orderLines, orders } from '../../db/schema/orders';
import { likeContaining } from '../../db/like-pattern';
import { mediaKeysMentioned } from '../../db/media-keys';
import { insertReturning, keptStatement } from '../../db/kept-statement';
import { pipelined } from '../../db/pipelined';
import { refuseUnless } from '../../db/refused-in-database';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert & { id: string };
export type NewOrderLineRow = Omit<typeof orderLines.$inferInsert, 'orderId'>;

/** Inserts an order with its id and its lines, the two statements sent together (db/pipelined.ts). */
export async function insertOrder(
  tx: DbOrTx,
  order: typeof orders.$inferInsert & { id: string },
  lines: Omit<typeof orderLines.$inferInsert, 'orderId'>[],
) {
  // Built once per shape (db/kept-statement.ts): building a 36-column row's SQL cost more than sending it.
  const [[row], lineRows] = await pipelined(
    insertReturning(tx, orders, [order]),
    insertReturning(
      tx,
      orderLines,
      lines.map((line) => ({ ...line, orderId: order.id })),
    ),
  );
  return { order: row!, lines: lineRows };
}

/** The order with this id; `forUpdate` locks its row until the transaction ends. */
export async function findOrder(db: DbOrTx, id: string, forUpdate = false): Promise<OrderRow | undefined> {
  const query = db.select().from(orders).where(eq(orders.id, id)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** The orders with these ids, by id (an unknown id is absent). */
export async function findOrders(db: DbOrTx, ids: string[]): Promise<Map<string, OrderRow>> {
  const rows = ids.length === 0 ? [] : await db.select().from(orders).where(inArray(orders.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The lines of these orders, grouped by order id. */
export async function linesOf(db: DbOrTx, orderIds: string[]): Promise<Map<string, OrderLineRow[]>> {
  const rows =
    orderIds.length === 0
      ? []
      : await db.select().from(orderLines).where(inArray(orderLines.orderId, orderIds)).orderBy(asc(orderLines.id));
  return rowsByKey(orderIds, rows, (row) => row.orderId);
}

export async function ordersOfUser(db: DbOrTx, userId: string): Promise<OrderRow[]> {
  return db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt), desc(orders.id));
}

export interface OrderSearch {
  status?: OrderStatus;
  paymentStatus?: PaymentStatus;
  search?: string;
  refundDue?: boolean;
  oldestFirst: boolean;
  limit: number;
  offset: number;
}

/** A page of all orders for staff, with the count of all matches. */
export async function searchOrders(db: DbOrTx, query: OrderSearch): Promise<{ rows: OrderRow[]; total: number }> {
  const term = query.search ? likeContaining(query.search) : undefined;
  const conditions: (SQL | undefined)[] = [
    query.status ? eq(orders.status, query.status) : undefined,
    query.paymentStatus ? eq(orders.paymentStatus, query.paymentStatus) : undefined,
    query.refundDue !== undefined ? eq(orders.refundDue, query.refundDue) : undefined,
    term
      ? or(
          ilike(orders.id, term),
          ilike(orders.name, term),
          ilike(orders.email, term),
          ilike(orders.phone, term),
          ilike(orders.city, term),
        )
      : undefined,
  ];
  const where = and(...conditions.filter((c): c is SQL => c !== undefined));
  const order = query.oldestFirst ? [asc(orders.createdAt), asc(orders.id)] : [desc(orders.createdAt), desc(orders.id)];
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function setOrderStatus(
  tx: DbOrTx,
  id: string,
  values: { status?: OrderStatus; paymentStatus?: PaymentStatus; refundDue?: boolean; deliveredAt?: Date | null },
): Promise<OrderRow> {
  const [row] = await tx.update(orders).set(values).where(eq(orders.id, id)).returning();
  return row!;
}

export async function setOrderWaybill(
  tx: DbOrTx,
  id: string,
  waybill: string | null,
  trackingUrl: string | null,
): Promise<void> {
  await tx.update(orders).set({ waybill, trackingUrl }).where(eq(orders.id, id));
}

/** Lock key class for "one customer's unpaid orders" (two-int advisory locks; any stable number). */
const CUSTOMER_ORDERS_LOCK = 7_401;

/**
 * Serialises order placement per customer until `tx` ends, so two orders placed at once cannot
 * both pass the unpaid-orders count. An advisory lock, not a row lock on users (another module's table).
 */
export async function lockCustomerOrders(tx: DbOrTx, userId: string): Promise<void> {
  await customerOrdersLockStatement(tx).execute({ userId });
}

/**
 * lockCustomerOrders' statement, kept (db/kept-statement.ts) as the unpaid count sent after it
 * is: postgres.js sends statements started together in the order they were started only when
 * they take the same path (db/pipelined.ts).
 */
const customerOrdersLockStatement = keptStatement((db) =>
  db
    .select({
      locked: sql<string>`pg_advisory_xact_lock(${sql.raw(String(CUSTOMER_ORDERS_LOCK))}, hashtext(${sql.placeholder('userId')}))::text`,
    })
    .from(sql`(VALUES (1)) AS one (x)`)
    .prepare('orders_customer_lock'),
);

/** Unpaid orders that still hold stock: Pending, with no payment yet or a failed one (payment-lifecycle.rules.ts isUnpaid). */
const unpaid = and(eq(orders.status, 'Pending'), inArray(orders.paymentStatus, ['Pending', 'Failed']));

/** The customer `userId` (a placeholder)'s unpaid orders with their lines, and what they hold: orders and units. */
const unpaidHoldings = {
  orders: sql<number>`count(distinct ${orders.id})`,
  units: sql<string | null>`sum(${orderLines.quantity})`,
  where: and(eq(orders.userId, sql.placeholder('userId')), unpaid),
};

const unpaidHoldingsStatement = keptStatement((db) =>
  db
    // Wrapped: mapWith sets the decoder on the SQL it is called on, which the limits statement shares.
    .select({ orders: sql<number>`${unpaidHoldings.orders}`.mapWith(Number), units: unpaidHoldings.units })
    .from(orders)
    .leftJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(unpaidHoldings.where)
    .prepare('orders_unpaid_holdings'),
);

/** The customer's unpaid orders and the units their lines hold together, in one statement (kept: db/kept-statement.ts). */
export async function unpaidHoldingsOf(db: DbOrTx, userId: string): Promise<{ orders: number; units: number }> {
  const [row] = await unpaidHoldingsStatement(db).execute({ userId });
  return { orders: row?.orders ?? 0, units: Number(row?.units ?? 0) };
}

const UNPAID_LIMITS_REFUSED = 'unpaid order limits';

/** refuseOverUnpaidLimits' statement: the unpaid holdings as unpaidHoldingsOf counts them, checked by refuse_unless. */
const unpaidLimitsStatement = keptStatement((db) =>
  db
    .select({
      within: refuseUnless(
        sql`${unpaidHoldings.orders} < ${sql.placeholder('maxOrders')}::integer
          AND coalesce(${unpaidHoldings.units}, 0) + ${sql.placeholder('units')}::integer <= ${sql.placeholder('maxUnits')}::integer`,
        UNPAID_LIMITS_REFUSED,
      ),
    })
    .from(orders)
    .leftJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(unpaidHoldings.where)
    .prepare('orders_unpaid_limits'),
);

/**
 * Fails in the database (refuse_unless, docs/decisions/104) unless the customer's unpaid orders
 * number fewer than `maxOrders` and hold, with `units` more, at most `maxUnits` units: the limits
 * of decision 014 for an order whose COMMIT is queued behind it. Run under lockCustomerOrders.
 */
export async function refuseOverUnpaidLimits(
  db: DbOrTx,
  userId: string,
  limits: { units: number; maxOrders: number; maxUnits: number },
): Promise<void> {
  await unpaidLimitsStatement(db).execute({ userId, ...limits });
}

/** Ids of unpaid Pending orders placed at or before `cutoff`, oldest first. */
export async function unpaidPendingOrdersBefore(db: DbOrTx, cutoff: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(unpaid, lte(orders.createdAt, cutoff)))
    .orderBy(asc(orders.createdAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Of `userIds`, those with an order in `status` that holds a line of the product. */
export async function buyersWithStatus(
  db: DbOrTx,
  productId: string,
  userIds: string[],
  status: OrderStatus,
): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ userId: orders.userId })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orderLines.productId, productId), eq(orders.status, status), inArray(orders.userId, userIds)));
  return rows.map((r) => r.userId);
}

/**
 * The products with the most units in paid orders placed since `since`, most units first (ties
 * by product id), at most `limit` of them. Served by orders_created_idx for the window.
 */
export async function topPaidProductsSince(
  db: DbOrTx,
  since: Date,
  limit: number,
): Promise<{ productId: string; units: number }[]> {
  const units = sql<string>`sum(${orderLines.quantity})`;
  const rows = await db
    .select({ productId: orderLines.productId, units })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orders.paymentStatus, 'Paid'), gte(orders.createdAt, since)))
    .groupBy(orderLines.productId)
    .orderBy(desc(units), asc(orderLines.productId))
    .limit(limit);
  return rows.map((row) => ({ productId: row.productId, units: Number(row.units) }));
}

/**
 * The newest order whose id is `reference` (full id, or its last 8 characters uppercased) and whose
 * e-mail (lower-cased) or phone (its last 10 digits) is `contact`. Both must match in one query, so
 * a short id shared by several orders only ever finds the contact's own. A short reference is
 * always 8 characters (domain SHORT_ID_LENGTH); the literal 8 matches the index orders_short_id_idx.
 */
export async function findOrderByReference(
  db: DbOrTx,
  reference: { kind: 'short' | 'full'; value: string },
  contact: { kind: 'email' | 'phone'; value: string },
): Promise<OrderRow | undefined> {
  const idMatches =
    reference.kind === 'full'
      ? eq(orders.id, reference.value)
      : sql`upper(right(${orders.id}, 8)) = ${reference.value}`;
  const contactMatches =
    contact.kind === 'email'
      ? sql`lower(${orders.email}) = ${contact.value}`
      : sql`right(regexp_replace(${orders.phone}, '[^0-9]', '', 'g'), 10) = ${contact.value}`;
  const [row] = await db
    .select()
    .from(orders)
    .where(and(idMatches, contactMatches))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1);
  return row;
}

/**
 * The customer's orders (other than `exceptId`, when given), newest first, at most `limit`, and how
 * many there are in all. Served by the index on orders' user id.
 */
export async function latestOrdersOfUser(
  db: DbOrTx,
  userId: string,
  limit: number,
  exceptId?: string,
): Promise<{ rows: OrderRow[]; total: number }> {
  const condition = and(eq(orders.userId, userId), exceptId === undefined ? undefined : ne(orders.id, exceptId));
  const rows = await db
    .select()
    .from(orders)
    .where(condition)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  const [counted] = await db.select({ total: count() }).from(orders).where(condition);
  return { rows, total: counted?.total ?? 0 };
}

/** Adds `units` (negative: takes away) to the returned units of an order's line; undefined when the line would go below 0 or above its quantity. */
export async function addReturnedUnits(
  tx: DbOrTx,
  orderId: string,
  orderLineId: string,
  units: number,
): Promise<OrderLineRow | undefined> {
  const [row] = await tx
    .update(orderLines)
    .set({ returnedQuantity: sql`${orderLines.returnedQuantity} + ${units}` })
    .where(
      and(
        eq(orderLines.id, orderLineId),
        eq(orderLines.orderId, orderId),
        gte(sql`${orderLines.returnedQuantity} + ${units}`, 0),
        lte(sql`${orderLines.returnedQuantity} + ${units}`, orderLines.quantity),
      ),
    )
    .returning();
  return row;
}

/** The keys of the uploaded pictures an order line keeps (its product's picture when it was ordered). */
export async function orderLineMediaKeys(db: DbOrTx): Promise<Set<string>> {
  return mediaKeysMentioned(db, sql`${orderLines}`, sql`${orderLines.imageUrl}`);
}

/** The customer's orders in one of `statuses`. */
export async function countOrdersOfIn(db: DbOrTx, userId: string, statuses: readonly OrderStatus[]): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.status, [...statuses])));
  return row?.n ?? 0;
}

/** Replaces the person on every order of the customer (name, e-mail, phone, street address); the city, state and pincode stay (GST place of supply). */
export async function anonymiseOrdersOf(db: DbOrTx, userId: string, person: { name: string; email: string }) {
  await db
    .update(orders)
    .set({ name: person.name, email: person.email, phone: '', shippingAddress: '' })
    .where(eq(orders.userId, userId));
}
