/**
 * Staff's Customers calls (issue 29 "Staff: Customers"): the list and one customer's orders,
 * returns, tickets and alerts for SubAdmin and SuperAdmin, and the SuperAdmin's block and unblock.
 * Declared once for the server and the web.
 */
import { defineContract } from '../api/contract.schemas';
import { emptyBody } from '../validation/empty-body.schemas';
import { idParams } from '../validation/params.schemas';
import { customerData, customerDetailData, customerListData } from './customers.responses';
import { customerListQuery } from './customers.schemas';

const tags = ['customers'];

export const customersContract = defineContract('admin', {
  'GET /admin/customers': {
    summary: 'Customers, newest first, 20 a page; search by name, e-mail or phone (staff)',
    tags,
    query: customerListQuery,
    reply: customerListData,
    errors: [400, 401, 403],
  },
  'GET /admin/customers/:id': {
    summary:
      "A customer with their newest 20 orders, return requests, tickets and back-in-stock alerts, and each list's count (staff)",
    tags,
    params: idParams,
    reply: customerDetailData,
    errors: [400, 401, 403, 404],
  },
  'POST /admin/customers/:id/block': {
    summary: 'Blocks a customer: their sessions end and sign-in is refused (SuperAdmin)',
    tags,
    params: idParams,
    body: emptyBody,
    reply: customerData,
    errors: [400, 401, 403, 404],
  },
  'POST /admin/customers/:id/unblock': {
    summary: 'Unblocks a customer (SuperAdmin)',
    tags,
    params: idParams,
    body: emptyBody,
    reply: customerData,
    errors: [400, 401, 403, 404],
  },
});
