/**
 * GET /order/{id}/detail (staff; issue 10 "Order detail for staff"): one order with everything
 * staff look up about it, each piece from its own module's service: the order with its lines and
 * totals (this module), payment attempts and refunds (payments), the shipment and its events
 * (shipments), the customer's other orders (this module), the order's audit history (audit) and
 * its invoice and credit notes (invoices). Reads only, outside any transaction. Also a customer's
 * orders as the same list rows, for staff's customer detail (issue 29).
 */
import {
  ORDER_AUDIT_LIMIT,
  OTHER_ORDERS_LIMIT,
  type OrderDetail,
  type OtherOrder,
} from '@shop/domain/orders/order-detail.responses';
import type { CustomerOrder } from '@shop/domain/accounts/customers.responses';
import { shortId } from '@shop/domain/orders/order-status.rules';
import { paiseToRupees } from '@shop/domain/money/money.rules';
import type { DbOrTx } from '../../db/client';
import type { StaffSession } from '../sessions/sessions.service';
import type { PaymentRegistry } from '../../providers/payments/gateways.config';
import { staffNames } from '../admin-auth/admin-auth.service';
import { listAudit } from '../audit/audit.service';
import { documentsOfOrder } from '../invoices/order-documents.service';
import { paymentAttemptsOfOrder, refundEntriesOfOrder } from '../payments/payment-history.service';
import { shipmentDetailOfOrder } from '../shipments/shipment-detail.service';
import { getOrder } from './orders.service';
import * as repo from './orders.repository';

/** A stored order as a staff list row: 6-character short id, date, total in rupees, statuses. */
function listRowOf(row: repo.OrderRow): OtherOrder {
  return {
    _id: row.id,
    shortId: shortId(row.id, 6),
    created_at: row.createdAt.toISOString(),
    totalPrice: paiseToRupees(row.totalPaise),
    status: row.status,
    payment_status: row.paymentStatus,
  };
}

/** The customer's other orders as list rows, newest first, and their count. */
async function otherOrdersOf(
  db: DbOrTx,
  userId: string,
  orderId: string,
): Promise<{ rows: OtherOrder[]; total: number }> {
  const { rows, total } = await repo.latestOrdersOfUser(db, userId, OTHER_ORDERS_LIMIT, orderId);
  return { rows: rows.map(listRowOf), total };
}

/**
 * The customer `userId`'s newest `limit` orders as staff list rows (short id, date, total in
 * rupees, statuses) with `itemCount`, the units of all their lines; and how many orders they have
 * in all. For staff's customer detail (GET /admin/customers/{id}, issue 29 "Staff: Customers").
 * An unknown id has none.
 */
export async function ordersOfCustomerForStaff(
  db: DbOrTx,
  userId: string,
  limit: number,
): Promise<{ rows: CustomerOrder[]; total: number }> {
  const { rows, total } = await repo.latestOrdersOfUser(db, userId, limit);
  const lines = await repo.linesOf(
    db,
    rows.map((row) => row.id),
  );
  const units = (orderId: string) => (lines.get(orderId) ?? []).reduce((sum, line) => sum + line.quantity, 0);
  return { rows: rows.map((row) => ({ ...listRowOf(row), itemCount: units(row.id) })), total };
}

/**
 * The detail of order `id` for `staff` (any staff role). NOT_FOUND (404, ORDER_NOT_FOUND) when no
 * order has the id. `registry` names the ways each payment attempt's gateway takes.
 */
export async function orderDetailForStaff(
  db: DbOrTx,
  registry: PaymentRegistry,
  staff: StaffSession,
  id: string,
): Promise<OrderDetail> {
  const order = await getOrder(db, id, { staff });
  const payments = await paymentAttemptsOfOrder(db, registry, id);
  const refunds = await refundEntriesOfOrder(db, id);
  const shipment = await shipmentDetailOfOrder(db, id);
  const others = await otherOrdersOf(db, order.user_id, id);
  const audit = await listAudit(
    db,
    { entity: 'order', entity_id: id, pageNum: 1, pageSize: ORDER_AUDIT_LIMIT },
    staffNames,
  );
  const documents = await documentsOfOrder(db, id);
  return {
    order,
    payments,
    refunds,
    shipment,
    otherOrders: others.rows,
    otherOrderCount: others.total,
    audit: audit.entries,
    invoice: documents.invoice,
    creditNotes: documents.creditNotes,
  };
}
