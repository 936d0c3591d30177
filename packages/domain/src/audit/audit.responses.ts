/** Audit log replies (decision 034): one entry per staff change, newest first. */
import { z } from 'zod';

export const auditEntry = z.object({
  _id: z.string(),
  created_at: z.string(),
  staff_id: z.string(),
  /** The staff member's name and e-mail now, or null when no staff row has the id. */
  staff_name: z.string().nullable(),
  staff_email: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

/** GET and POST /admin/audit */
export const auditListData = z.object({
  entries: z.array(auditEntry),
  total: z.number(),
  pageNum: z.number(),
  pageSize: z.number(),
});
export type AuditListData = z.infer<typeof auditListData>;
