/**
 * Contact requests (storefront spec §3 'Contact message', §6 contact rules, §7 'POST
 * /admin/contact-us'; admin spec §2 'Contact Us Submissions'; issue 30). Strict bodies; every
 * string bounded and free of U+0000 (validation/text.schemas.ts). The /contact form uses the same
 * schema.
 */
import { z } from 'zod';
import { emailField } from '../accounts/auth.schemas';
import { text } from '../validation/text.schemas';
import {
  CONTACT_STATES,
  ENTER_A_REPLY,
  MAX_CONTACT_MESSAGE_LENGTH,
  MAX_CONTACT_NAME_LENGTH,
  MAX_CONTACT_REPLY_LENGTH,
  MAX_CONTACT_SUBJECT_LENGTH,
} from './contact.rules';

/** Required trimmed text of at most `max` characters, with the field's own messages. */
const required = (label: string, max: number, message = `${label} is required`) =>
  text({ max: max + 100, error: message, tooLong: `${label} must be at most ${max} characters` })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `${label} must be at most ${max} characters` });

/** The form's five fields (storefront spec §6: all required, the e-mail an e-mail). */
export const contactFields = z.strictObject({
  firstName: required('First name', MAX_CONTACT_NAME_LENGTH),
  lastName: required('Last name', MAX_CONTACT_NAME_LENGTH),
  email: emailField('Email is required'),
  subject: required('Subject', MAX_CONTACT_SUBJECT_LENGTH),
  message: required('Message', MAX_CONTACT_MESSAGE_LENGTH),
});
export type ContactFields = z.infer<typeof contactFields>;
export type ContactFieldsInput = z.input<typeof contactFields>;

/**
 * POST /admin/contact-us: the five fields and `website`, a field people never see (the honeypot):
 * a bot that fills it is answered as if sent, and nothing is kept or mailed.
 */
export const contactBody = contactFields.extend({ website: text({ max: 500 }).optional() });
export type ContactBody = z.infer<typeof contactBody>;

/** GET /admin/contact-us?page=&search=&state= (staff): search in names, e-mail and subject. */
export const contactListQuery = z.strictObject({
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int({ error: 'page must be a whole number' })
    .min(1, { error: 'page must be at least 1' })
    .max(10_000, { error: 'page is too large' })
    .default(1),
  search: text({ max: 100 }).trim().optional(),
  state: z.enum(CONTACT_STATES, { error: `state must be one of ${CONTACT_STATES.join(', ')}` }).default('all'),
});
export type ContactListQuery = z.infer<typeof contactListQuery>;
export type ContactListQueryInput = z.input<typeof contactListQuery>;

/** POST /admin/contact-us/{id}/reply: staff's answer, mailed to the sender. */
export const contactReplyBody = z.strictObject({ message: required('Reply', MAX_CONTACT_REPLY_LENGTH, ENTER_A_REPLY) });
export type ContactReplyBody = z.infer<typeof contactReplyBody>;
