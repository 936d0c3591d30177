/** Staff account replies (issue 9; decision 034): a staff member with their active flag. */
import { z } from 'zod';
import { STAFF_ROLES } from '../accounts/auth.schemas';

/** A staff member as the Staff screen shows them. */
export const staffAccount = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  active: z.boolean(),
  created_at: z.string(),
});
export type StaffAccount = z.infer<typeof staffAccount>;

/** GET /admin/staff */
export const staffListData = z.object({ staff: z.array(staffAccount) });
export type StaffListData = z.infer<typeof staffListData>;

/** The other /admin/staff calls: the staff member as they are after the change. */
export const staffAccountData = z.object({ staff: staffAccount });
