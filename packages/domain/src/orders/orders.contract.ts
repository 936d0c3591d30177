/**
 * The order calls (shopper spec §7, admin spec §7; issue 10's order detail): placing and reading
 * orders, the customer's cancel, and staff's lists and status changes, including the bulk orders
 * screen's (admin spec §6: SuperAdmin only), whose list the spec reads by two paths that answer
 * alike. Declared once for the server and the web (api/contract.schemas.ts).
 */
import { defineContract } from '../api/contract.schemas';
import { idParams } from '../validation/params.schemas';
import { bulkOrderListQuery } from './bulk-orders.schemas';
import { orderDetailData } from './order-detail.responses';
import { orderDetailParams } from './order-detail.schemas';
import { bulkStatusData, myOrdersData, orderData, orderListData, orderUpdateData } from './order.responses';
import {
  myOrdersBody,
  newOrderBody,
  orderBulkStatusBody,
  orderCancelBody,
  orderListBody,
  orderUpdateBody,
} from './order.schemas';

const bulkOrderList = {
  summary: 'Orders with at least one bulk line, newest first (SuperAdmin)',
  tags: ['admin'],
  query: bulkOrderListQuery,
  reply: orderListData,
  errors: [400, 401, 403],
} as const;

export const ordersContract = defineContract('orders', {
  'POST /order/new': {
    summary: 'Place an order (prices computed by the server)',
    body: newOrderBody,
    reply: orderData,
    okStatus: 201,
    errors: [400, 401, 409, 422],
  },
  'POST /order/my-orders': {
    summary: "The signed-in customer's orders, newest first",
    body: myOrdersBody,
    reply: myOrdersData,
    errors: [400, 401, 403],
  },
  'GET /order/:id': {
    summary: 'One order (own, or any for staff)',
    params: idParams,
    reply: orderData,
    errors: [400, 401, 404],
  },
  'POST /order/:id/cancel': {
    summary: 'Cancel one of your own orders (within the cancel window)',
    params: idParams,
    body: orderCancelBody,
    reply: orderData,
    errors: [400, 401, 403, 404, 409],
  },
  'POST /order/list': {
    summary: 'All orders with filters (staff)',
    tags: ['admin'],
    body: orderListBody,
    reply: orderListData,
    errors: [400, 401, 403],
  },
  'POST /order/:id/update': {
    summary: 'Set an order status (staff)',
    tags: ['admin'],
    params: idParams,
    body: orderUpdateBody,
    reply: orderUpdateData,
    errors: [400, 401, 403, 404, 409],
  },
  'POST /order/bulk-update-status': {
    summary: 'Set one status on 1 to 50 orders, each in its own transaction, with a result per order (staff)',
    tags: ['admin'],
    body: orderBulkStatusBody,
    reply: bulkStatusData,
    errors: [400, 401, 403],
  },
  'GET /order/list': bulkOrderList,
  'GET /orders': bulkOrderList,
  'POST /order/:id/update-status': {
    summary:
      "Set an order's status from the bulk orders screen (SuperAdmin); the same change as POST /order/{id}/update",
    tags: ['admin'],
    params: idParams,
    body: orderUpdateBody,
    reply: orderUpdateData,
    errors: [400, 401, 403, 404, 409],
  },
  'GET /order/:id/detail': {
    summary:
      "One order with its payments and attempts, refunds, shipment and events, the customer's other orders, audit history, invoice and credit notes (staff)",
    tags: ['admin'],
    params: orderDetailParams,
    reply: orderDetailData,
    errors: [400, 401, 403, 404],
  },
});
