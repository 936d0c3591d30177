/**
 * Account replies (shopper spec §3 User, §7 /auth and /user calls; admin spec §7 /admin/login):
 * the customer and the staff member as the API shows them.
 */
import { z } from 'zod';
import { STAFF_ROLES } from './auth.schemas';

/** A customer account. `address` holds the saved delivery addresses as text. */
export const apiUser = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.array(z.string()),
  companyName: z.string(),
  gstNumber: z.string(),
  role: z.literal('Customer'),
});
export type User = z.infer<typeof apiUser>;

/** POST /auth/signup and /auth/login: the token (for Bearer clients) and the user. */
export const authData = z.object({ token: z.string(), user: apiUser });
export type AuthResult = z.infer<typeof authData>;

/** GET /auth/session: the signed-in customer, or null. */
export const sessionData = z.object({ user: apiUser.nullable() });

/** GET /user/{id} */
export const userData = z.object({ user: apiUser });

/** A staff member as the API shows them. */
export const staffAdmin = z.object({ _id: z.string(), name: z.string(), email: z.string(), role: z.enum(STAFF_ROLES) });
export type StaffAdmin = z.infer<typeof staffAdmin>;

/** POST /admin/login: the staff member with the token (the spec's client reads admin.token). */
export const adminLoginData = z.object({ admin: staffAdmin.extend({ token: z.string() }) });
export type AdminLoginResult = z.infer<typeof adminLoginData>;

/** GET /admin/session */
export const adminSessionData = z.object({ admin: staffAdmin.nullable() });

/** Replies that carry nothing but the message (logout). */
export const emptyData = z.object({});
