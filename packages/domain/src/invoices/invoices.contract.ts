/**
 * The invoice calls (admin spec §7 /invoice/list and /invoice/{id}/download-invoice; issue 10):
 * staff download an invoice or credit note PDF, the SuperAdmin lists invoices and exports a month
 * as GSTR-1-style CSV, and a customer downloads the invoice of their own order. The downloads
 * answer a file, not the JSON envelope. Declared once for the server and the web (api/contract.schemas.ts).
 */
import { defineContract } from '../api/contract.schemas';
import { emptyBody } from '../validation/empty-body.schemas';
import { idParams } from '../validation/params.schemas';
import { invoiceListData } from './invoice.responses';
import { gstr1Query, invoiceListBody } from './invoice.schemas';

const PDF = 'application/pdf';
const fileErrors = [400, 401, 403, 404] as const;

export const invoicesContract = defineContract('invoices', {
  'POST /invoice/list': {
    summary: 'GST tax invoices, newest first unless sort is OLDEST (SuperAdmin)',
    tags: ['admin'],
    body: invoiceListBody,
    reply: invoiceListData,
    errors: [400, 401, 403],
  },
  'POST /invoice/:id/download-invoice': {
    summary: 'The PDF of an invoice, by invoice id (staff)',
    tags: ['admin'],
    params: idParams,
    body: emptyBody,
    file: PDF,
    errors: fileErrors,
  },
  'POST /credit-note/:id/download': {
    summary: 'The PDF of a credit note, by its id (staff)',
    tags: ['admin'],
    params: idParams,
    body: emptyBody,
    file: PDF,
    errors: fileErrors,
  },
  'GET /invoice/gstr1': {
    summary: "A month's invoices and credit notes as GSTR-1-style CSV (SuperAdmin)",
    tags: ['admin'],
    query: gstr1Query,
    file: 'text/csv',
    errors: fileErrors,
  },
  'GET /order/:id/invoice': {
    summary: "The PDF of the invoice of one of your own orders (another customer's: 404)",
    tags: ['orders'],
    params: idParams,
    file: PDF,
    errors: fileErrors,
  },
});
