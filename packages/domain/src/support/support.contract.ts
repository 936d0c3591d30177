/**
 * The support ticket calls, the spec's complaint calls (shopper spec §7 'POST /complaint/create';
 * admin spec §7 complaint calls; decision 053): a customer's own tickets, and staff's list, status
 * changes and e-mails. Declared once for the server and the web (api/contract.schemas.ts).
 */
import { defineContract } from '../api/contract.schemas';
import { idParams } from '../validation/params.schemas';
import { complaintData, complaintListData, myComplaintsData } from './ticket.responses';
import { complaintListQuery, createComplaintBody, ticketMessageBody, updateComplaintBody } from './ticket.schemas';

const staffTags = ['admin'];

export const supportContract = defineContract('support', {
  'POST /complaint/create': {
    summary: 'Opens a support ticket for the signed-in customer and mails its acknowledgement',
    body: createComplaintBody,
    reply: complaintData,
    okStatus: 201,
    errors: [400, 401, 404, 413, 429],
  },
  'GET /complaint/my': {
    summary: "The signed-in customer's tickets, newest first, with their conversations",
    reply: myComplaintsData,
    errors: [401],
  },
  'POST /complaint/:id/reply': {
    summary: "Adds the customer's reply to their own ticket (a Resolved or Closed one reopens)",
    params: idParams,
    body: ticketMessageBody,
    reply: complaintData,
    errors: [400, 401, 404, 413, 429],
  },
  'GET /complaint/admin/all': {
    summary: 'Tickets for staff: overdue first, then newest (?status=, ?page=)',
    tags: staffTags,
    query: complaintListQuery,
    reply: complaintListData,
    errors: [400, 401, 403],
  },
  'PUT /complaint/admin/update/:id': {
    summary:
      "Changes a ticket's status (only the steps the ticket table allows) with an optional response mailed to the customer",
    tags: staffTags,
    params: idParams,
    body: updateComplaintBody,
    reply: complaintData,
    errors: [400, 401, 403, 404, 409],
  },
  'POST /complaint/admin/send-email/:id': {
    summary: "Mails the customer staff's message and keeps it on the ticket's conversation",
    tags: staffTags,
    params: idParams,
    body: ticketMessageBody,
    reply: complaintData,
    errors: [400, 401, 403, 404],
  },
});
