/**
 * Bulk enquiry requests (shopper spec §3 'Bulk enquiry (customer)', §7; admin spec §5 'Bulk
 * enquiry email', §7; issue 30). Strict bodies, every string bounded and free of U+0000
 * (validation/text.schemas.ts); the GSTIN, optional, is checked as on addresses (tax/gstin.rules.ts).
 * The /b2bpage form parses with the same schema.
 */
import { z } from 'zod';
import { emailField, tenDigitPhone } from '../accounts/auth.schemas';
import { checkGstin, normaliseGstin } from '../tax/gstin.rules';
import { idText, text } from '../validation/text.schemas';
import {
  ENQUIRY_LIMITS,
  ENTER_A_MESSAGE,
  MAX_ENQUIRY_MESSAGE_LENGTH,
  MAX_QUOTE_LINES,
  MAX_QUOTE_NOTE_LENGTH,
  STAFF_ENQUIRY_STATUSES,
} from './enquiry.rules';

const atMost = (label: string, max: number) => `${label} must be at most ${max} characters`;

/** Required trimmed text with its own message. */
const required = (label: string, max: number) =>
  text({ max: max + 100, error: `${label} is required`, tooLong: atMost(label, max) })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: atMost(label, max) });

/** Optional trimmed text ('' when left out). */
const optional = (label: string, max: number) =>
  text({ max: max + 100, tooLong: atMost(label, max) })
    .trim()
    .max(max, { error: atMost(label, max) })
    .default('');

/** The form's quantity: whole units, typed as a number or as digits. */
const quantity = z.coerce
  .number({ error: 'Please enter the quantity you need' })
  .int({ error: 'Please enter a whole number of units' })
  .min(1, { error: 'Please enter the quantity you need' })
  .max(ENQUIRY_LIMITS.quantity, { error: `At most ${ENQUIRY_LIMITS.quantity.toLocaleString('en-IN')} units` });

/** An optional GSTIN: '' when left blank, else a valid one, normalised (spaces out, upper case). */
export const optionalGstin = text({ max: 20, tooLong: 'GST number must be 15 characters' })
  .transform(normaliseGstin)
  .superRefine((value, ctx) => {
    if (!value) return;
    const check = checkGstin(value);
    if (!check.valid) ctx.addIssue({ code: 'custom', message: check.message });
  })
  .default('');

/** The bulk quote form's fields (shopper spec §3). */
export const enquiryFields = z.strictObject({
  companyName: required('Company name', ENQUIRY_LIMITS.companyName),
  contactPerson: required('Contact person', ENQUIRY_LIMITS.contactPerson),
  email: emailField('E-mail is required'),
  phone: tenDigitPhone('Phone number is required', 'Please enter a valid 10-digit phone number'),
  productName: required('Product name', ENQUIRY_LIMITS.productName),
  quantity,
  description: optional('Requirements', ENQUIRY_LIMITS.description),
  expectedPrice: optional('Expected price', ENQUIRY_LIMITS.expectedPrice),
  deliveryTimeline: optional('Delivery timeline', ENQUIRY_LIMITS.deliveryTimeline),
  gstNumber: optionalGstin,
  address: required('Address', ENQUIRY_LIMITS.address),
});
export type EnquiryFields = z.infer<typeof enquiryFields>;
export type EnquiryFieldsInput = z.input<typeof enquiryFields>;

/**
 * POST /bulk-enquiry/bulk-order-request: the form's fields plus the spec's requestDate and status,
 * which the server ignores (it stamps the time and starts every enquiry Pending).
 */
export const bulkOrderRequestBody = enquiryFields.extend({
  requestDate: text({ max: 50 }).optional(),
  status: z.literal('Pending', { error: 'A new enquiry is Pending' }).optional(),
});
export type BulkOrderRequestBody = z.infer<typeof bulkOrderRequestBody>;

/** POST /bulk-enquiry/user-list: the spec sends filters.email; the server reads the session's account instead. */
export const userListBody = z
  .strictObject({ filters: z.strictObject({ email: text({ max: 320 }).optional() }).optional() })
  .nullish();

/** POST /bulk-enquiry/list (staff): the spec's empty body (nothing, {} or null), or a status and a page. */
export const staffListBody = z
  .strictObject({
    status: text({ max: 30 }).optional(),
    page: z.number().int().min(1).max(10_000).optional(),
  })
  .nullish()
  .transform((body) => ({ status: body?.status, page: body?.page ?? 1 }));
export type StaffListBody = z.infer<typeof staffListBody>;

/** POST /bulk-enquiry/{id}/update (staff): one of the dropdown's statuses. */
export const enquiryStatusBody = z.strictObject({
  status: z.enum(STAFF_ENQUIRY_STATUSES, {
    error: `status must be one of ${STAFF_ENQUIRY_STATUSES.join(', ')}`,
  }),
});
export type EnquiryStatusBody = z.infer<typeof enquiryStatusBody>;

/** POST /bulk-enquiry/{id}/send-email (staff): the message, non-blank ('Please enter a message'). */
export const enquiryEmailBody = z.strictObject({
  message: text({
    max: MAX_ENQUIRY_MESSAGE_LENGTH + 100,
    error: ENTER_A_MESSAGE,
    tooLong: atMost('The message', MAX_ENQUIRY_MESSAGE_LENGTH),
  })
    .trim()
    .min(1, { error: ENTER_A_MESSAGE })
    .max(MAX_ENQUIRY_MESSAGE_LENGTH, { error: atMost('The message', MAX_ENQUIRY_MESSAGE_LENGTH) }),
});
export type EnquiryEmailBody = z.infer<typeof enquiryEmailBody>;

const quoteLineBody = z.strictObject({
  productId: idText('Please choose a product'),
  quantity: z
    .number({ error: 'Please enter a quantity' })
    .int({ error: 'Please enter a whole number of units' })
    .min(1, { error: 'Please enter a quantity of at least 1' })
    .max(1000, { error: 'At most 1000 units of one product per order' }),
  /** Unit price before GST, rupees (at most two decimals). */
  unitPrice: z
    .number({ error: 'Please enter a unit price' })
    .min(0, { error: 'The unit price cannot be below ₹0' })
    .max(10_000_000, { error: 'The unit price is too large' })
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, { error: 'At most two decimals (paise)' }),
});

/** POST /bulk-enquiry/{id}/quote (staff): catalogue lines, the last valid day (India, inclusive) and a note. */
export const createQuoteBody = z
  .strictObject({
    lines: z
      .array(quoteLineBody)
      .min(1, { error: 'Add at least one product' })
      .max(MAX_QUOTE_LINES, { error: `At most ${MAX_QUOTE_LINES} products on a quote` }),
    validUntil: text({ max: 10, error: 'Please choose a validity date' }).regex(/^\d{4}-\d{2}-\d{2}$/, {
      error: 'Please choose a validity date',
    }),
    note: optional('The note', MAX_QUOTE_NOTE_LENGTH),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.lines.forEach((line, i) => {
      if (seen.has(line.productId))
        ctx.addIssue({ code: 'custom', path: ['lines', i, 'productId'], message: 'One line per product' });
      seen.add(line.productId);
    });
  });
export type CreateQuoteBody = z.infer<typeof createQuoteBody>;
