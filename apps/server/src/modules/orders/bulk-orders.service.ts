/**
 * Bulk Orders Management (admin spec §2, §7; issue 10): the orders holding at least one line bought
 * at a bulk tier, as staff see every order. Status changes go through the one staff status change
 * (flows/change-order-status.flow.ts), so its rules, audit and side effects are the same on both screens.
 */
import type { BulkOrderListQuery } from '@shop/domain/orders/bulk-orders.schemas';
import type { OrderListResult } from '@shop/domain/orders/order.responses';
import type { DbOrTx } from '../../db/client';
import { searchBulkOrders } from './bulk-orders.repository';
import { ordersForStaff } from './orders.service';

/**
 * GET /order/list (SuperAdmin): page `pageNum` of `pageSize` bulk orders, newest first, only those
 * in `status` when one is given. Returns the orders as the API shows them (lines with is_bulk_order,
 * bulk_range, product_price, original_price, product_discount) and the count of all matches.
 */
export async function listBulkOrders(db: DbOrTx, query: BulkOrderListQuery): Promise<OrderListResult> {
  const { rows, total } = await searchBulkOrders(db, {
    status: query.status || undefined,
    limit: query.pageSize,
    offset: (query.pageNum - 1) * query.pageSize,
  });
  return { orderList: await ordersForStaff(db, rows), orderCount: total };
}
