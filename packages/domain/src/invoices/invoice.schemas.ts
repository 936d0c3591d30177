/**
 * Request and response schemas of the invoice calls (admin spec §7 /invoice/list and
 * /invoice/{id}/download-invoice; issue 10's GSTR-1 export). Amounts on the API are rupees.
 */
import { z } from 'zod';
import { pagination } from '../catalog/product.schemas';
import { text } from '../validation/text.schemas';

/** Invoices per page of the admin screen (admin spec §7: pageSize 20). */
export const INVOICE_PAGE_SIZE = 20;

/** POST /invoice/list: the spec's pageNum, pageSize and (empty) filters, plus the sort. */
export const invoiceListBody = z.strictObject({
  pageNum: pagination.pageNum,
  pageSize: z.coerce.number().int().min(1).max(100).default(INVOICE_PAGE_SIZE),
  filters: z.strictObject({ sort: z.enum(['NEWEST', 'OLDEST']).optional() }).default({}),
  sort: z.enum(['NEWEST', 'OLDEST']).optional(),
});
export type InvoiceListBody = z.infer<typeof invoiceListBody>;

/** GET /invoice/gstr1?month=YYYY-MM: the month (India time) whose documents to export. */
export const gstr1Query = z.strictObject({
  month: text({ max: 7 }).regex(/^(20[0-9]{2})-(0[1-9]|1[0-2])$/, { error: 'Give the month as YYYY-MM' }),
});
