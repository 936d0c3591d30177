/**
 * Staff's look at one customer (GET /admin/customers/{id}; issue 29 "Staff: Customers": "a
 * customer's orders, returns, tickets and alerts"). The account is the identity layer's; its
 * orders, return requests, tickets and back-in-stock alerts belong to modules above it, so the
 * reading that spans them sits here, each part from its own module's service. Reads only, one
 * query after another, outside any transaction.
 */
import { CUSTOMER_DETAIL_LIMIT, type CustomerDetailData } from '@shop/domain/accounts/customers.responses';
import type { DbOrTx } from '../db/client';
import { customerForStaff } from '../modules/accounts/customers.service';
import { ordersOfCustomerForStaff } from '../modules/orders/order-detail.service';
import { returnsOfCustomerForStaff } from '../modules/returns/returns.service';
import { alertsOfCustomerForStaff } from '../modules/stock-alerts/stock-alerts.service';
import { ticketsOfCustomerForStaff } from '../modules/support/support.service';

/**
 * The customer `id` as staff's list shows them, with the newest CUSTOMER_DETAIL_LIMIT of their
 * orders, return requests, tickets and alerts and the count of each. NOT_FOUND ('Customer not
 * found') when no customer has the id; nothing of anyone else's is read.
 */
export async function customerDetailForStaff(db: DbOrTx, id: string): Promise<CustomerDetailData> {
  const customer = await customerForStaff(db, id);
  const orders = await ordersOfCustomerForStaff(db, customer._id, CUSTOMER_DETAIL_LIMIT);
  const returns = await returnsOfCustomerForStaff(db, customer._id, CUSTOMER_DETAIL_LIMIT);
  const tickets = await ticketsOfCustomerForStaff(db, customer._id, CUSTOMER_DETAIL_LIMIT);
  const alerts = await alertsOfCustomerForStaff(db, customer._id, CUSTOMER_DETAIL_LIMIT);
  return {
    customer,
    orders: orders.rows,
    orderCount: orders.total,
    returnRequests: returns.rows,
    returnRequestCount: returns.total,
    tickets: tickets.rows,
    ticketCount: tickets.total,
    alerts: alerts.rows,
    alertCount: alerts.total,
  };
}
