/**
 * Return request bodies (shopper spec §5 return form, §7 /returnRequest calls; admin spec §4 Return
 * Requests, §7). Strict: unknown fields are refused; strings are bounded and refuse U+0000. What a
 * client says about money (`refund_amount`) or the customer (`user_id`) is read and ignored: the
 * server computes the refund from the order's lines and takes the customer from the session.
 */
import { z } from 'zod';
import { idText, text } from '../validation/text.schemas';
import {
  MAX_RETURN_DESCRIPTION,
  MAX_RETURN_PHOTOS,
  RETURN_LINES_REQUIRED,
  RETURN_REASON_REQUIRED,
  RETURN_REASONS,
  TOO_MANY_RETURN_PHOTOS,
} from './return.rules';
import { RETURN_STATUSES } from './return-lifecycle.rules';

export { MAX_RETURN_DESCRIPTION } from './return.rules';

/** At most this many lines in one return (an order holds at most 50). */
export const MAX_RETURN_LINES = 50;
export const MAX_REJECT_REASON = 500;

const units = z.number({ error: 'A quantity is a whole number' }).int({ error: 'A quantity is a whole number' });

/** One order line to return and how many of its units. */
export const returnLineInput = z.strictObject({
  order_line_id: idText(),
  quantity: units.min(1, { error: 'Return at least one unit' }).max(10_000),
});

/** POST /returnRequest/create (customer). */
export const createReturnBody = z.strictObject({
  order_id: idText('Please choose an order'),
  return_reason: z.enum(RETURN_REASONS, { error: RETURN_REASON_REQUIRED }),
  description: text({
    max: MAX_RETURN_DESCRIPTION,
    tooLong: `A description is at most ${MAX_RETURN_DESCRIPTION} characters`,
  })
    .trim()
    .optional(),
  lines: z
    .array(returnLineInput, { error: RETURN_LINES_REQUIRED })
    .min(1, { error: RETURN_LINES_REQUIRED })
    .max(MAX_RETURN_LINES)
    .refine((lines) => new Set(lines.map((l) => l.order_line_id)).size === lines.length, {
      error: 'Each item may be listed once',
    }),
  /** Ids of photos uploaded with POST /returnRequest/upload-photo by the same customer. */
  photos: z.array(idText()).max(MAX_RETURN_PHOTOS, { error: TOO_MANY_RETURN_PHOTOS }).default([]),
  // The spec's client sends these; the server decides both.
  user_id: text({ max: 100 }).optional(),
  refund_amount: z.number().optional(),
});
export type CreateReturnBody = z.infer<typeof createReturnBody>;

/** POST /returnRequest/list: customers see their own (filters.user_id, if sent, must be theirs); staff all, filtered. */
export const listReturnsBody = z
  .strictObject({
    pageNum: z.number().int().min(1).max(10_000).default(1),
    pageSize: z.number().int().min(1).max(50).default(10),
    filters: z
      .strictObject({
        user_id: text({ max: 100 }).optional(),
        status: z.enum(RETURN_STATUSES).or(z.literal('')).optional(),
        search: text({ max: 100 }).trim().optional(),
      })
      .default({}),
  })
  .default({ pageNum: 1, pageSize: 10, filters: {} });
export type ListReturnsBody = z.infer<typeof listReturnsBody>;

/** How a received line is put away: units back on sale, the rest written off (damaged). */
export const receivedLineInput = z.strictObject({
  order_line_id: idText(),
  restock_quantity: units.min(0).max(10_000),
  write_off_quantity: units.min(0).max(10_000),
});

/**
 * POST /returnRequest/{id}/update (SuperAdmin). The spec's two one-way switches (`status: true`
 * approves, `refund_status: true` refunds, with `data`, the whole request, which is ignored) or
 * one of our actions: approve, reject (with a reason), schedule a reverse pickup, receive the
 * parcel (each line restocked or written off), refund.
 */
export const updateReturnBody = z.union([
  z.strictObject({ status: z.literal(true), data: z.unknown().optional() }),
  z.strictObject({ refund_status: z.literal(true), data: z.unknown().optional() }),
  z.strictObject({ action: z.literal('approve') }),
  z.strictObject({
    action: z.literal('reject'),
    reject_reason: text({ max: MAX_REJECT_REASON }).trim().min(1, { error: 'Please give the reason for rejecting' }),
  }),
  z.strictObject({ action: z.literal('schedule_pickup') }),
  z.strictObject({ action: z.literal('receive'), lines: z.array(receivedLineInput).min(1).max(MAX_RETURN_LINES) }),
  z.strictObject({ action: z.literal('refund') }),
]);
export type UpdateReturnBody = z.infer<typeof updateReturnBody>;
