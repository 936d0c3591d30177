/**
 * Reply schemas of the invoice calls (admin spec §3 Invoice, §7 /invoice/list). Amounts in rupees.
 */
import { z } from 'zod';

/** One invoice card (admin spec §3 Invoice). */
export const apiInvoice = z.object({
  _id: z.string(),
  invoiceNumber: z.string(),
  order_id: z.string(),
  created_at: z.string(),
  status: z.string(),
  /** The invoice total in rupees. */
  amount: z.number(),
  user_Id: z.object({
    name: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string(),
    email: z.string(),
  }),
  items: z.array(
    z.object({
      product: z.object({ name: z.string() }),
      quantity: z.number().int(),
      totalWarranty: z.number().int().nullable(),
    }),
  ),
  creditNotes: z.array(z.object({ _id: z.string(), number: z.string(), amount: z.number(), created_at: z.string() })),
});
export type ApiInvoice = z.infer<typeof apiInvoice>;

export const invoiceListData = z.object({ invoiceList: z.array(apiInvoice), invoiceCount: z.number().int() });
