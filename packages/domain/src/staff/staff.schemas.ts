/**
 * Staff account bodies (issue 9 "Staff accounts"; decision 034), shared by the admin forms and
 * the server. Passwords follow the customer sign-up's rules (accounts/auth.schemas.ts).
 */
import { z } from 'zod';
import {
  emailSchema,
  FILL_ALL_FIELDS,
  NAME_MAX_LENGTH,
  newPasswordSchema,
  PASSWORD_MAX_LENGTH,
  STAFF_ROLES,
} from '../accounts/auth.schemas';
import { text } from '../validation/text.schemas';

export const STAFF_ROLE_REQUIRED = 'Choose a role: SubAdmin or SuperAdmin';
export const LAST_SUPER_ADMIN =
  'The shop needs at least one active SuperAdmin: make another staff member SuperAdmin first';
export const STAFF_EMAIL_TAKEN = 'A staff member already has this e-mail';
export const STAFF_NOT_FOUND = 'Staff member not found';
export const CURRENT_PASSWORD_WRONG = 'Your current password is not correct';
export const SAME_PASSWORD = 'Choose a new password that differs from the current one';

const role = z.enum(STAFF_ROLES, { error: STAFF_ROLE_REQUIRED });

/** POST /admin/staff (SuperAdmin): a new staff member who signs in with this e-mail and password. */
export const newStaffBody = z.strictObject({
  name: text({ max: NAME_MAX_LENGTH, error: FILL_ALL_FIELDS }).trim().min(1, { error: FILL_ALL_FIELDS }),
  email: emailSchema,
  role,
  password: newPasswordSchema,
});
export type NewStaffBody = z.infer<typeof newStaffBody>;

/** POST /admin/staff/{id}/role (SuperAdmin) */
export const staffRoleBody = z.strictObject({ role });
export type StaffRoleBody = z.infer<typeof staffRoleBody>;

/** POST /admin/staff/{id}/reset-password (SuperAdmin): the new password, told to the person by the SuperAdmin. */
export const resetStaffPasswordBody = z.strictObject({ password: newPasswordSchema });

/** POST /admin/change-password (any staff member, for themself). */
export const changeOwnPasswordBody = z.strictObject({
  current_password: text({ max: PASSWORD_MAX_LENGTH, error: FILL_ALL_FIELDS }).min(1, { error: FILL_ALL_FIELDS }),
  new_password: newPasswordSchema,
});
export type ChangeOwnPasswordBody = z.infer<typeof changeOwnPasswordBody>;
