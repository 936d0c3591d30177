/**
 * The two envelopes every API reply uses (DESIGN.md "API conventions"), as zod schemas so each
 * route can declare its responses per status code and /api/docs documents them:
 * `{ status: "Success", data, message? }` and `{ status: "Error", code, message, errors? }`.
 */
import { z } from 'zod';
import { ERROR_CODE_LIST, ERROR_CODES } from './api.errors';

/** One field's problem in a 400 reply: the dotted path into the request and the message. */
export const fieldError = z.object({ path: z.string(), message: z.string() });

/** The stable machine-readable code of an error reply (api.errors.ts); /api/docs lists each with its meaning. */
export const errorCode = z.enum(ERROR_CODE_LIST).describe(
  Object.entries(ERROR_CODES)
    .map(([code, meaning]) => `${code}: ${meaning}`)
    .join('\n'),
);

/** The body of every 4xx and 5xx reply: `code` for programs, `message` (the spec's text) for people. */
export const errorEnvelope = z.object({
  status: z.literal('Error'),
  code: errorCode,
  message: z.string(),
  errors: z.array(fieldError).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

/** The body of a successful reply carrying `data`. */
export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ status: z.literal('Success'), data, message: z.string().optional() });
}

/** Client-error statuses a route may answer; each gets the error envelope. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503;

/**
 * The response map of a route: `ok` under `okStatus` (200 unless given) and the error envelope
 * under every status in `errors`, plus 500 (every route can fail on our side).
 */
export function responses<T extends z.ZodType, S extends number = 200>(
  ok: T,
  errors: readonly ErrorStatus[],
  okStatus?: S,
) {
  const map: Record<number, z.ZodType> = { [okStatus ?? 200]: successEnvelope(ok), 500: errorEnvelope };
  for (const status of errors) map[status] = errorEnvelope;
  return map;
}

/** A file reply (a PDF, a CSV) sent instead of the JSON envelope, documented by its media type. */
export function fileReplyOf(mediaType: string) {
  return z.string().describe(mediaType);
}
