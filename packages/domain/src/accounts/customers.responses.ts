/** Replies of staff's Customers calls (customers.contract.ts). */
import { z } from 'zod';

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
