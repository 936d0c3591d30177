/** Replies of the privacy calls (privacy.contract.ts). */
import { z } from 'zod';

/** A requested copy of the customer's data: `pending` while the job builds it, `ready` once mailed. */
export const dataExport = z.object({
  _id: z.string(),
  status: z.enum(['pending', 'ready']),
  created_at: z.string(),
  expires_at: z.string(),
});
export type DataExport = z.infer<typeof dataExport>;

export const dataExportData = z.object({ export: dataExport });
export type DataExportData = z.infer<typeof dataExportData>;

export const erasedData = z.object({});
