/**
 * Google sign-in's inputs (issue 29; shopper spec §4 "Google signup completion", §5 "Google mobile
 * prompt", §7 /auth/google calls), shared by the server and the signup page. Strict: unknown
 * fields are refused; every string is bounded.
 */
import { z } from 'zod';
import { text } from '../validation/text.schemas';
import { tenDigitPhone } from './auth.schemas';
import {
  ENTER_MOBILE_NUMBER,
  INVALID_MOBILE_NUMBER,
  INVALID_SIGNUP_LINK,
  isSafeReturnPath,
  RETURN_TO_MAX_LENGTH,
} from './google-sign-in.rules';
import { PRIVACY_NOTICE_VERSION } from './privacy-notice.rules';

/** Longest signup token taken: ours are about 400 characters. */
export const SIGNUP_TOKEN_MAX_LENGTH = 2048;
/** Longest authorization code, state or error text read from Google's return. */
const CALLBACK_FIELD_MAX = 2048;

/** GET /auth/google?returnTo=/cart: where to go after signing in, a same-site path only. */
export const googleStartQuery = z.strictObject({
  returnTo: text({ max: RETURN_TO_MAX_LENGTH })
    .refine(isSafeReturnPath, { error: 'returnTo must be a path of this shop' })
    .optional(),
});
export type GoogleStartQuery = z.infer<typeof googleStartQuery>;

/**
 * GET /auth/google/callback: what the provider sends back (RFC 6749 §4.1.2: code and state, or
 * error; RFC 9207 iss). A record, not a strict object: providers add fields of their own (Google
 * sends authuser, prompt, hd, scope), which openid-client reads or ignores; each name and value is
 * still bounded, and a repeated one is refused.
 */
export const googleCallbackQuery = z.record(text({ max: 100 }), text({ max: CALLBACK_FIELD_MAX }));
export type GoogleCallbackQuery = z.infer<typeof googleCallbackQuery>;

/** The mobile number the Google signup asks for (spec §5 "Google mobile prompt" and its messages). */
export const mobileNumberSchema = tenDigitPhone(ENTER_MOBILE_NUMBER, INVALID_MOBILE_NUMBER);

/**
 * POST /auth/google/complete-signup: the spec's mobileNumber and token (from the signup link),
 * and the privacy notice's version the person agreed to, as POST /auth/signup takes it.
 */
export const googleCompleteSignupBody = z.strictObject({
  mobileNumber: mobileNumberSchema,
  token: text({ max: SIGNUP_TOKEN_MAX_LENGTH, error: INVALID_SIGNUP_LINK, tooLong: INVALID_SIGNUP_LINK }).min(1, {
    error: INVALID_SIGNUP_LINK,
  }),
  privacyNoticeVersion: z
    .literal(PRIVACY_NOTICE_VERSION, { error: 'The privacy notice has changed: reload the page and read it again' })
    .optional(),
});
export type GoogleCompleteSignupBody = z.infer<typeof googleCompleteSignupBody>;

/** GET /auth/google/status: whether Google sign-in is configured, so the pages show its button. */
export const googleStatusData = z.object({ enabled: z.boolean() });
export type GoogleStatus = z.infer<typeof googleStatusData>;
