/**
 * Google sign-in's words and limits (issue 29; shopper spec §2 /auth/success, /auth/error, §4
 * "Google signup completion", §8 Login and Signup messages): why a sign-in was refused, as the
 * short code the server puts in /auth/error?reason=…, and what the page says for each. Zod-free,
 * so the pages import it without pulling zod in (STYLE habit 14).
 */

/** How long the browser has to come back from Google, in minutes (the state cookie's life). */
export const GOOGLE_STATE_TTL_MINUTES = 10;
/** How long the signup link for a new person lasts, in minutes. */
export const GOOGLE_SIGNUP_TOKEN_TTL_MINUTES = 15;
/** Longest `returnTo` path kept for after the sign-in. */
export const RETURN_TO_MAX_LENGTH = 200;

/** Each reason a Google sign-in ends on /auth/error, with what the shopper reads. */
export const GOOGLE_SIGN_IN_REFUSALS = {
  /** The shopper pressed Cancel at Google, or Google refused to go on. */
  cancelled: 'Google sign-in was cancelled.',
  /** The state cookie was missing, expired or did not match (another tab, a forged link, too slow). */
  invalid_state: 'Your Google sign-in took too long or was started elsewhere. Please try again.',
  /** Google's answer did not pass the checks (code, nonce, signature, issuer): 'Authentication failed'. */
  authentication_failed: 'Authentication failed. Please try again.',
  /** Google could not be reached. */
  provider_unavailable:
    'Google sign-in is not available right now. Please try again later, or sign in with your password.',
  /** Google has not verified the account's e-mail address. */
  email_not_verified:
    'Your Google account’s e-mail address is not verified. Verify it with Google, or sign up with your e-mail and a password.',
  /** The shop blocked the customer (the same words as a password sign-in). */
  account_blocked: 'This account is blocked. Please write to our support to have it reviewed.',
  /** The customer erased their account. */
  account_closed: 'This account has been closed. You can sign up again with a new account.',
  /** The shop account with this e-mail is already linked to another Google account. */
  linked_elsewhere:
    'Your account with this e-mail is linked to a different Google account. Sign in with that one, or with your password.',
  /** Too many tries from this address. */
  rate_limited: 'Too many sign-in attempts. Please wait a minute and try again.',
  /** The link to start or finish the sign-in was malformed. */
  invalid_request: 'Authentication failed. Please try again.',
} as const;

export type GoogleSignInRefusal = keyof typeof GOOGLE_SIGN_IN_REFUSALS;

/** The words for a reason read from the URL: the spec's 'Authentication failed. Please try again.' for an unknown one. */
export function googleRefusalMessage(reason: string | null | undefined): string {
  return reason && Object.hasOwn(GOOGLE_SIGN_IN_REFUSALS, reason)
    ? GOOGLE_SIGN_IN_REFUSALS[reason as GoogleSignInRefusal]
    : GOOGLE_SIGN_IN_REFUSALS.authentication_failed;
}

/** Spec §8 Signup: a signup link that is missing, forged or expired. */
export const INVALID_SIGNUP_LINK = 'Invalid signup link. Please try again.';
/** Spec §8 Signup: the completion failed for another reason. */
export const GOOGLE_SIGNUP_FAILED = 'Failed to complete Google signup';
/** Spec §8 Successes. */
export const GOOGLE_SIGNUP_COMPLETED = 'Google signup completed successfully!';
/** Spec §5 "Google mobile prompt". */
export const ENTER_MOBILE_NUMBER = 'Please enter your mobile number';
export const INVALID_MOBILE_NUMBER = 'Please enter a valid 10-digit mobile number';

/** True for a same-site path to go back to after signing in (`/cart`, `/product/x?y=1`): never `//host` or `/\host`. */
export function isSafeReturnPath(path: string): boolean {
  return (
    path.length <= RETURN_TO_MAX_LENGTH &&
    path.startsWith('/') &&
    !path.startsWith('//') &&
    !path.startsWith('/\\') &&
    // No control characters or backslashes anywhere: browsers read `\` as `/`.
    !/[\p{Cc}\\]/u.test(path)
  );
}
