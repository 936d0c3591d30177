/**
 * The customer's own account (shopper spec §2 Account Details, §5 "Profile edit", §7
 * POST /user/{id}/update; issue 29 "change password from the account"). Messages are the spec's.
 * Addresses are edited in the address book (decision 071), not here; the e-mail is read-only.
 */
import { z } from 'zod';
import { text } from '../validation/text.schemas';
import { EMAIL_MAX_LENGTH, newPasswordSchema, PASSWORD_MAX_LENGTH } from './auth.schemas';

export const PROFILE_NAME_MAX_LENGTH = 50;

const namePart = (required: string) =>
  text({ max: PROFILE_NAME_MAX_LENGTH, error: required, tooLong: `At most ${PROFILE_NAME_MAX_LENGTH} characters` })
    .trim()
    .min(1, { error: required })
    .regex(/^[A-Za-z ]+$/, { error: 'Only alphabets are allowed' });

/** The editable fields, as the form and the call take them. */
export const profileFields = z.strictObject({
  firstName: namePart('First name is required'),
  lastName: namePart('Last name is required'),
  /** Optional: '' removes it; otherwise ten digits. */
  phone: text({ max: 10, error: 'Please enter a valid 10-digit phone number' })
    .trim()
    .regex(/^([0-9]{10})?$/, { error: 'Please enter a valid 10-digit phone number' }),
});
export type ProfileFields = z.infer<typeof profileFields>;

/** POST /user/{id}/update: the spec's `user` wrapper; `email`, when sent, must be the account's own (read-only). */
export const updateProfileBody = z.strictObject({
  user: profileFields.extend({ email: text({ max: EMAIL_MAX_LENGTH }).optional() }),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;

/** POST /user/{id}/change-password: the current password, and the new one under the signup rules. */
export const accountPasswordBody = z.strictObject({
  currentPassword: text({ max: PASSWORD_MAX_LENGTH, error: 'Please enter your current password' }).min(1, {
    error: 'Please enter your current password',
  }),
  newPassword: newPasswordSchema,
});
export type AccountPasswordBody = z.infer<typeof accountPasswordBody>;

export const CURRENT_PASSWORD_WRONG = 'Your current password is not correct';
