/**
 * Sign-up and sign-in bodies (shopper spec §5, §7), shared by the forms and the server.
 * Messages are the spec's.
 */
import { z } from 'zod';
import { text } from '../validation/text.schemas';
import { PRIVACY_NOTICE_VERSION } from './privacy-notice.rules';

export const FILL_ALL_FIELDS = 'Please fill in all fields';
export const PASSWORD_MIN_LENGTH = 8;
/** Longest password taken: long passphrases fit; a megabyte to hash does not. */
export const PASSWORD_MAX_LENGTH = 128;
/** Longest e-mail address (RFC 5321's path limit). */
export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 100;

const required = (max: number, message = FILL_ALL_FIELDS) =>
  text({ max, error: message }).trim().min(1, { error: message });

const password = () =>
  text({
    max: PASSWORD_MAX_LENGTH,
    error: FILL_ALL_FIELDS,
    tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`,
  }).min(1, {
    error: FILL_ALL_FIELDS,
  });

/** An e-mail as typed: trimmed, required (`requiredMessage` when empty), valid, lower-cased. */
export const emailField = (requiredMessage = FILL_ALL_FIELDS) =>
  required(EMAIL_MAX_LENGTH, requiredMessage)
    .pipe(z.email({ error: 'Please enter a valid email address' }))
    .transform((e) => e.toLowerCase());

export const emailSchema = emailField();

/** A ten-digit Indian mobile number, without +91, with the messages of the form that asks for it. */
export const tenDigitPhone = (requiredMessage: string, invalidMessage: string) =>
  text({ max: 20, error: requiredMessage, tooLong: invalidMessage })
    .trim()
    .min(1, { error: requiredMessage })
    .regex(/^[0-9]{10}$/, { error: invalidMessage });

/** A ten-digit Indian mobile number, without +91 (the signup and profile forms' messages). */
export const phoneSchema = tenDigitPhone(FILL_ALL_FIELDS, 'Please enter a valid 10-digit phone number');

/** A new password: at least 8 characters with an uppercase, a lowercase, a digit and a special character. */
export const newPasswordSchema = password()
  .min(PASSWORD_MIN_LENGTH, { error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long` })
  .regex(/[A-Z]/, { error: 'Password must contain at least one uppercase letter' })
  .regex(/[a-z]/, { error: 'Password must contain at least one lowercase letter' })
  .regex(/[0-9]/, { error: 'Password must contain at least one number' })
  .regex(/[^A-Za-z0-9]/, { error: 'Password must contain at least one special character' });

/**
 * POST /auth/signup: the spec's four fields, and `privacyNoticeVersion`, the version of the privacy
 * notice the person agreed to (privacy-notice.rules.ts), recorded with the time. The web form
 * always sends it; a client that does not leaves no consent on record.
 */
export const signupBody = z.strictObject({
  name: required(NAME_MAX_LENGTH).regex(/^[A-Za-z ]+$/, { error: 'Name should only contain alphabets and spaces' }),
  email: emailSchema,
  password: newPasswordSchema,
  phone: phoneSchema,
  privacyNoticeVersion: z
    .literal(PRIVACY_NOTICE_VERSION, { error: 'The privacy notice has changed: reload the page and read it again' })
    .optional(),
});
export type SignupBody = z.infer<typeof signupBody>;

/** POST /auth/login and POST /admin/login */
export const loginBody = z.strictObject({
  email: emailSchema,
  password: password(),
});
export type LoginBody = z.infer<typeof loginBody>;

export const STAFF_ROLES = ['SubAdmin', 'SuperAdmin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
