/**
 * The one way a schema takes text from outside (issue 5 "Input and browser hardening"): every
 * string the API reads is bounded and refuses U+0000. PostgreSQL cannot store U+0000 in `text`
 * and answers such a query with an error, so a NUL that reached the database became a 500; here
 * it is a 400 with a clear message before any handler runs. Lint refuses a bare `z.string(` in
 * the domain's schemas and the server's routes, so a new field cannot forget it.
 */
import { z } from 'zod';

export const NUL_CHARACTER = 'Text cannot contain the NUL character (U+0000)';

/** Longest text a field takes unless it says otherwise: a paragraph, not a document. */
export const MAX_TEXT_LENGTH = 1000;
/** Longest id (path parameter, product or order id): ours are 36-character UUIDs. */
export const MAX_ID_LENGTH = 100;

/** True when `value` holds U+0000 anywhere. */
export function hasNulCharacter(value: string): boolean {
  return value.includes('\u0000');
}

export interface TextOptions {
  /** Most characters allowed (before trimming). Defaults to MAX_TEXT_LENGTH. */
  max?: number;
  /** Message when the value is missing or not a string. */
  error?: string;
  /** Message when the value is longer than `max`. */
  tooLong?: string;
}

/**
 * A string schema that refuses U+0000 and more than `max` characters; chain `.trim()`,
 * `.min()`, `.regex()` on it as on `z.string()`. The NUL check runs first and stops there, so
 * its message is the one the caller sees.
 */
export function text(options: TextOptions = {}): z.ZodString {
  const max = options.max ?? MAX_TEXT_LENGTH;
  return z
    .string(options.error === undefined ? undefined : { error: options.error })
    .refine((value) => !hasNulCharacter(value), { error: NUL_CHARACTER, abort: true })
    .max(max, { error: options.tooLong ?? `Text must be at most ${max} characters` });
}

/** An id as the API takes it (path parameter or body field): 1 to MAX_ID_LENGTH characters, no U+0000. */
export function idText(error = 'An id is required'): z.ZodString {
  return text({ max: MAX_ID_LENGTH, error, tooLong: `An id must be at most ${MAX_ID_LENGTH} characters` }).min(1, {
    error,
  });
}
