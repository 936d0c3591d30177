/**
 * Support ticket requests (shopper spec §3 'Complaint form', §7 'POST /complaint/create'; admin
 * spec §5 'Complaint email', §7 complaint calls). Strict bodies: unknown fields are refused; every
 * string is bounded and refuses U+0000 (validation/text.schemas.ts). The account form uses the same schema.
 */
import { z } from 'zod';
import { emailSchema, FILL_ALL_FIELDS, NAME_MAX_LENGTH, phoneSchema } from '../accounts/auth.schemas';
import { idText, text } from '../validation/text.schemas';
import {
  DEFAULT_TICKET_PRIORITY,
  ENTER_A_MESSAGE,
  MAX_TICKET_MESSAGE_LENGTH,
  MAX_TICKET_SUBJECT_LENGTH,
  TICKET_CATEGORIES,
  TICKET_PRIORITIES,
} from './ticket.rules';
import { TICKET_STATUSES } from './ticket-status.rules';

/** Required trimmed text of at most `max` characters (a little slack before trimming). */
const required = (max: number, message = FILL_ALL_FIELDS) =>
  text({ max: max + 100, error: message, tooLong: `At most ${max} characters` })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `At most ${max} characters` });

/** A message of a thread: required, non-blank, at most 5,000 characters. */
export const ticketMessageText = required(MAX_TICKET_MESSAGE_LENGTH, ENTER_A_MESSAGE);

/** The complaint form's fields (shopper spec §3): priority optional (Medium), an order optional. */
export const complaintFields = z.strictObject({
  name: required(NAME_MAX_LENGTH),
  email: emailSchema,
  phone: phoneSchema,
  category: z.enum(TICKET_CATEGORIES, { error: 'Please choose a category' }),
  subject: required(MAX_TICKET_SUBJECT_LENGTH),
  priority: z.enum(TICKET_PRIORITIES, { error: 'Please choose a priority' }).default(DEFAULT_TICKET_PRIORITY),
  description: required(MAX_TICKET_MESSAGE_LENGTH),
  /** One of the customer's own orders, when the complaint is about one. */
  orderId: idText().optional(),
});
export type ComplaintFields = z.infer<typeof complaintFields>;
/** What the form holds before parsing (priority may be missing). */
export type ComplaintFieldsInput = z.input<typeof complaintFields>;

/** POST /complaint/create: the spec's body, `{ complaint: {...} }`. */
export const createComplaintBody = z.strictObject({ complaint: complaintFields });
export type CreateComplaintBody = z.infer<typeof createComplaintBody>;

/** POST /complaint/{id}/reply (the customer) and POST /complaint/admin/send-email/{id} (staff). */
export const ticketMessageBody = z.strictObject({ message: ticketMessageText });
export type TicketMessageBody = z.infer<typeof ticketMessageBody>;

/** PUT /complaint/admin/update/{id}: the new status and an optional response mailed with it. */
export const updateComplaintBody = z.strictObject({
  status: z.enum(TICKET_STATUSES, { error: `status must be one of ${TICKET_STATUSES.join(', ')}` }),
  admin_response: text({
    max: MAX_TICKET_MESSAGE_LENGTH + 100,
    tooLong: `At most ${MAX_TICKET_MESSAGE_LENGTH} characters`,
  })
    .trim()
    .max(MAX_TICKET_MESSAGE_LENGTH, { error: `At most ${MAX_TICKET_MESSAGE_LENGTH} characters` })
    .optional(),
});
export type UpdateComplaintBody = z.infer<typeof updateComplaintBody>;

/** GET /complaint/admin/all?status=&page= (staff). */
export const complaintListQuery = z.strictObject({
  status: z.enum(TICKET_STATUSES, { error: `status must be one of ${TICKET_STATUSES.join(', ')}` }).optional(),
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int({ error: 'page must be a whole number' })
    .min(1, { error: 'page must be at least 1' })
    .max(10_000, { error: 'page is too large' })
    .default(1),
});
export type ComplaintListQuery = z.infer<typeof complaintListQuery>;
