/** Replies of staff's Customers calls (customers.contract.ts). */
import { z } from 'zod';
import { otherOrder } from '../orders/order-detail.responses';
import { RETURN_STATUSES } from '../returns/return-lifecycle.rules';
import { stockAlert } from '../stock-alerts/stock-alerts.responses';
import { TICKET_STATUSES } from '../support/ticket-status.rules';

/** A customer as staff's list shows them. */
export const customerRow = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  created_at: z.string(),
  /** When a SuperAdmin blocked the account, or null. */
  blocked_at: z.string().nullable(),
});
export type CustomerRow = z.infer<typeof customerRow>;

export const customerListData = z.object({
  customers: z.array(customerRow),
  customerCount: z.number().int(),
  pageSize: z.number().int(),
});
export type CustomerListData = z.infer<typeof customerListData>;

export const customerData = z.object({ customer: customerRow });

/** How many of each list (orders, return requests, tickets, alerts) a customer's detail shows, newest first. */
export const CUSTOMER_DETAIL_LIMIT = 20;

/** One of the customer's orders: 6-character short id, date, total (rupees), statuses, and its units in all lines. */
export const customerOrder = otherOrder.extend({ itemCount: z.number().int() });
export type CustomerOrder = z.infer<typeof customerOrder>;

/** One of the customer's return requests: its order (full and 6-character short id) and its place in the lifecycle. */
export const customerReturn = z.strictObject({
  _id: z.string(),
  order_id: z.string(),
  order_short_id: z.string(),
  state: z.enum(RETURN_STATUSES),
  created_at: z.string(),
});
export type CustomerReturn = z.infer<typeof customerReturn>;

/** One of the customer's support tickets (complaints): its number (TKT-YY-NNNNNN), subject and status. */
export const customerTicket = z.strictObject({
  _id: z.string(),
  ticket_number: z.string(),
  subject: z.string(),
  status: z.enum(TICKET_STATUSES),
  created_at: z.string(),
});
export type CustomerTicket = z.infer<typeof customerTicket>;

/** One of the customer's back-in-stock alerts: the product and where the alert stands (stock-alerts.responses.ts). */
export const customerAlert = z.strictObject({
  _id: z.string(),
  product_id: z.string(),
  product_name: z.string(),
  status: stockAlert.shape.status,
  created_at: z.string(),
});
export type CustomerAlert = z.infer<typeof customerAlert>;

/**
 * GET /admin/customers/{id}: the customer as the list shows them, and the newest
 * CUSTOMER_DETAIL_LIMIT of their orders, return requests, tickets and back-in-stock alerts, each
 * list with the count of all of them.
 */
export const customerDetailData = z.strictObject({
  customer: customerRow,
  orders: z.array(customerOrder),
  orderCount: z.number().int(),
  returnRequests: z.array(customerReturn),
  returnRequestCount: z.number().int(),
  tickets: z.array(customerTicket),
  ticketCount: z.number().int(),
  alerts: z.array(customerAlert),
  alertCount: z.number().int(),
});
export type CustomerDetailData = z.infer<typeof customerDetailData>;
