/**
 * Staff's Customers screen (issue 29 "Staff: Customers"): search by name, e-mail or phone, 20 a
 * page; a SuperAdmin blocks and unblocks a customer.
 */
import { z } from 'zod';
import { text } from '../validation/text.schemas';

export const CUSTOMERS_PAGE_SIZE = 20;
export const MAX_CUSTOMER_PAGE = 10_000;
export const ACCOUNT_BLOCKED = 'This account is blocked. Please write to our support to have it reviewed.';

/** GET /admin/customers?search=&pageNum= */
export const customerListQuery = z.strictObject({
  search: text({ max: 100 }).trim().optional(),
  pageNum: z.coerce
    .number({ error: 'pageNum must be a number' })
    .int({ error: 'pageNum must be a whole number' })
    .min(1, { error: 'pageNum must be at least 1' })
    .max(MAX_CUSTOMER_PAGE, { error: 'pageNum is too large' })
    .default(1),
});
export type CustomerListQuery = z.infer<typeof customerListQuery>;
