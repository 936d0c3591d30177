/**
 * The bulk enquiry calls (shopper spec §7 'POST /bulk-enquiry/user-list', 'POST
 * /bulk-enquiry/bulk-order-request'; admin spec §7 'POST /bulk-enquiry/list', '{id}/update',
 * '{id}/send-email'; issue 30's quotes). Declared once for the server and the web.
 */
import { defineContract } from '../api/contract.schemas';
import { emptyBody } from '../validation/empty-body.schemas';
import { idParams } from '../validation/params.schemas';
import { acceptedQuoteData, bulkEnquiryData, enquiryListData, staffEnquiryListData } from './enquiry.responses';
import {
  bulkOrderRequestBody,
  createQuoteBody,
  enquiryEmailBody,
  enquiryStatusBody,
  staffListBody,
  userListBody,
} from './enquiry.schemas';

const staffTags = ['admin'];

export const enquiriesContract = defineContract('bulk-enquiries', {
  'POST /bulk-enquiry/bulk-order-request': {
    summary: 'Sends a bulk enquiry (a guest or a signed-in customer); mails the shop and the buyer',
    body: bulkOrderRequestBody,
    reply: bulkEnquiryData,
    okStatus: 201,
    errors: [400, 413, 429],
  },
  'POST /bulk-enquiry/user-list': {
    summary: "The signed-in customer's own enquiries with their quotes, newest first (filters.email is ignored)",
    body: userListBody,
    reply: enquiryListData,
    errors: [400, 401],
  },
  'POST /bulk-enquiry/quote/:id/accept': {
    summary: "Accepts the customer's own open quote: its lines go into their saved cart at the quoted prices",
    params: idParams,
    body: emptyBody,
    reply: acceptedQuoteData,
    errors: [400, 401, 404, 409, 422],
  },
  'GET /bulk-enquiry/quote/:id/pdf': {
    summary: "The PDF of the customer's own quote",
    params: idParams,
    file: 'application/pdf',
    errors: [400, 401, 404],
  },
  'POST /bulk-enquiry/list': {
    summary: 'Bulk enquiries for staff, newest first (optional status, page)',
    tags: staffTags,
    body: staffListBody,
    reply: staffEnquiryListData,
    errors: [400, 401, 403],
  },
  'POST /bulk-enquiry/:id/update': {
    summary: "Sets an enquiry's status (Pending, In Progress, Completed, Rejected); audited",
    tags: staffTags,
    params: idParams,
    body: enquiryStatusBody,
    reply: bulkEnquiryData,
    errors: [400, 401, 403, 404, 409],
  },
  'POST /bulk-enquiry/:id/send-email': {
    summary: "Mails the buyer staff's message and keeps it on the enquiry; audited",
    tags: staffTags,
    params: idParams,
    body: enquiryEmailBody,
    reply: bulkEnquiryData,
    errors: [400, 401, 403, 404],
  },
  'POST /bulk-enquiry/:id/quote': {
    summary: 'Sends the buyer a quote of catalogue products at unit prices before GST, valid until a day; audited',
    tags: staffTags,
    params: idParams,
    body: createQuoteBody,
    reply: bulkEnquiryData,
    okStatus: 201,
    errors: [400, 401, 403, 404, 409, 422],
  },
  'POST /bulk-enquiry/quote/:id/withdraw': {
    summary: 'Withdraws an open or accepted quote that is not yet ordered; audited',
    tags: staffTags,
    params: idParams,
    body: emptyBody,
    reply: bulkEnquiryData,
    errors: [400, 401, 403, 404, 409],
  },
});
