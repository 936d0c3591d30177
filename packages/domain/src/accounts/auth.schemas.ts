/**
 * Sign-up and sign-in bodies (shopper spec §5, §7), shared by the forms and the server.
 * Messages are the spec's.
 */
import { z } from 'zod';

export const FILL_ALL_FIELDS = 'Please fill in all fields';
export const PASSWORD_MIN_LENGTH = 8;

const required = (message = FILL_ALL_FIELDS) =>
  z.string({ error: message }).trim().min(1, { error: message });

export const emailSchema = required().pipe(z.email({ error: 'Please enter a valid email address' })).transform((e) => e.toLowerCase());

/** A ten-digit Indian mobile number, without +91. */
export const phoneSchema = required().regex(/^[0-9]{10}$/, { error: 'Please enter a valid 10-digit phone number' });

/** A new password: at least 8 characters with an uppercase, a lowercase, a digit and a special character. */
export const newPasswordSchema = z
  .string({ error: FILL_ALL_FIELDS })
  .min(1, { error: FILL_ALL_FIELDS })
  .min(PASSWORD_MIN_LENGTH, { error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long` })
  .regex(/[A-Z]/, { error: 'Password must contain at least one uppercase letter' })
  .regex(/[a-z]/, { error: 'Password must contain at least one lowercase letter' })
  .regex(/[0-9]/, { error: 'Password must contain at least one number' })
  .regex(/[^A-Za-z0-9]/, { error: 'Password must contain at least one special character' });

/** POST /auth/signup */
export const signupBody = z.strictObject({
  name: required().regex(/^[A-Za-z ]+$/, { error: 'Name should only contain alphabets and spaces' }),
  email: emailSchema,
  password: newPasswordSchema,
  phone: phoneSchema,
});
export type SignupBody = z.infer<typeof signupBody>;

/** POST /auth/login and POST /admin/login */
export const loginBody = z.strictObject({
  email: emailSchema,
  password: z.string({ error: FILL_ALL_FIELDS }).min(1, { error: FILL_ALL_FIELDS }),
});
export type LoginBody = z.infer<typeof loginBody>;

export const STAFF_ROLES = ['SubAdmin', 'SuperAdmin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
