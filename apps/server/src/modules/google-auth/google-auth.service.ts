/**
 * Google sign-in (issue 29; shopper spec §2 /login "Sign in with Google", /auth/success,
 * /auth/error, §4 "Google signup completion", §7 /auth/google calls; docs/decisions/073). The
 * protocol is openid-client's (providers/openid); this file holds what a verified identity means:
 * - a customer already linked to the Google subject is signed in;
 * - else a customer with the verified e-mail gets the link and is signed in;
 * - a blocked or erased customer, an unverified e-mail, an e-mail linked to another Google
 *   account, and every failed check are refused with a reason, nothing changed;
 * - anyone else gets a signup token: /signup asks only for a mobile number, and
 *   completeGoogleSignup makes the account.
 */
import {
  GOOGLE_SIGNUP_COMPLETED,
  INVALID_SIGNUP_LINK,
  type GoogleSignInRefusal,
} from '@shop/domain/accounts/google-sign-in.rules';
import type { GoogleCompleteSignupBody } from '@shop/domain/accounts/google-auth.schemas';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  OpenIdSignInError,
  type OpenIdFailure,
  type OpenIdSignIn,
} from '../../providers/openid/openid-sign-in.contract';
import { EMAIL_TAKEN } from '../accounts/accounts.service';
import {
  createGoogleCustomer,
  customerByEmailForGoogle,
  customerByGoogleSub,
  linkGoogleSub,
  type GoogleSignInCandidate,
} from '../accounts/google-customers.service';
import { openPendingSignIn, openSignupToken, sealPendingSignIn, signSignupToken } from './google-auth.tokens';

export { GOOGLE_SIGNUP_COMPLETED };
export const GOOGLE_SIGN_IN_OFF = 'Google sign-in is not available';
export const GOOGLE_ACCOUNT_TAKEN = 'This Google account already has an account. Please sign in with Google.';

/** Where a finished sign-in sends the browser. */
export type GoogleSignInOutcome =
  | { kind: 'signed-in'; customerId: string; returnTo: string }
  | { kind: 'sign-up'; signupToken: string; returnTo: string }
  | { kind: 'refused'; reason: GoogleSignInRefusal };

const REFUSAL_OF_FAILURE: Record<OpenIdFailure, GoogleSignInRefusal> = {
  cancelled: 'cancelled',
  failed: 'authentication_failed',
  unavailable: 'provider_unavailable',
};

/** The reason the error page gives for a provider's failure. */
export function refusalOfFailure(failure: OpenIdFailure): GoogleSignInRefusal {
  return REFUSAL_OF_FAILURE[failure];
}

/**
 * GET /auth/google: the provider's URL to send the browser to, and the sealed pending sign-in to
 * keep in its cookie. Throws OpenIdSignInError 'unavailable' when the provider cannot be read.
 */
export async function startGoogleSignIn(
  provider: OpenIdSignIn,
  secret: string,
  returnTo: string,
  now: Date,
): Promise<{ url: string; sealed: string }> {
  const { url, pending } = await provider.start();
  return { url: url.href, sealed: await sealPendingSignIn(secret, { ...pending, returnTo }, now) };
}

/** Whether a known customer may sign in: the reason when not. */
function refusalFor(customer: GoogleSignInCandidate): GoogleSignInRefusal | undefined {
  if (customer.erased) return 'account_closed';
  if (customer.blocked) return 'account_blocked';
  return undefined;
}

/**
 * GET /auth/google/callback: checks the return (`query`) against the pending sign-in in the
 * cookie (`sealed`) through the provider, then decides as the file's header says. Links the
 * Google subject to an account found by e-mail; changes nothing when it refuses.
 */
export async function finishGoogleSignIn(
  db: DbOrTx,
  provider: OpenIdSignIn,
  secret: string,
  input: { query: Readonly<Record<string, string>>; sealed: string | undefined },
  now: Date,
): Promise<GoogleSignInOutcome> {
  const pending = await openPendingSignIn(secret, input.sealed, now);
  if (!pending || input.query.state !== pending.state) return { kind: 'refused', reason: 'invalid_state' };
  let identity;
  try {
    identity = await provider.finish(input.query, pending);
  } catch (error) {
    if (error instanceof OpenIdSignInError) return { kind: 'refused', reason: refusalOfFailure(error.reason) };
    throw error;
  }
  const { returnTo } = pending;
  if (!identity.emailVerified || !identity.email) return { kind: 'refused', reason: 'email_not_verified' };

  const linked = await customerByGoogleSub(db, identity.subject);
  if (linked) {
    const reason = refusalFor(linked);
    return reason ? { kind: 'refused', reason } : { kind: 'signed-in', customerId: linked.id, returnTo };
  }
  const byEmail = await customerByEmailForGoogle(db, identity.email);
  if (byEmail) {
    const reason = refusalFor(byEmail) ?? (byEmail.googleSub !== null ? 'linked_elsewhere' : undefined);
    if (reason) return { kind: 'refused', reason };
    // Only an account with no link yet takes one (a race with another sign-in loses here).
    if (!(await linkGoogleSub(db, byEmail.id, identity.subject)))
      return { kind: 'refused', reason: 'linked_elsewhere' };
    return { kind: 'signed-in', customerId: byEmail.id, returnTo };
  }
  const signupToken = await signSignupToken(
    secret,
    { googleSub: identity.subject, email: identity.email, name: identity.name ?? '' },
    now,
  );
  return { kind: 'sign-up', signupToken, returnTo };
}

/**
 * POST /auth/google/complete-signup: creates the account the signup token names, with the mobile
 * number and the privacy consent, linked to the Google subject. UNPROCESSABLE INVALID_SIGNUP_TOKEN
 * for a forged, altered or expired token; CONFLICT when the Google account or the e-mail already
 * has an account (so a token makes one account at most).
 */
export async function completeGoogleSignup(
  db: DbOrTx,
  secret: string,
  body: GoogleCompleteSignupBody,
  now: Date,
): ReturnType<typeof createGoogleCustomer> {
  const claims = await openSignupToken(secret, body.token, now);
  if (!claims) throw new AppError('UNPROCESSABLE', INVALID_SIGNUP_LINK, undefined, 'INVALID_SIGNUP_TOKEN');
  if (await customerByGoogleSub(db, claims.googleSub)) throw new AppError('CONFLICT', GOOGLE_ACCOUNT_TAKEN);
  if (await customerByEmailForGoogle(db, claims.email)) throw new AppError('CONFLICT', EMAIL_TAKEN);
  return createGoogleCustomer(
    db,
    {
      ...claims,
      phone: body.mobileNumber,
      ...(body.privacyNoticeVersion && { privacyNoticeVersion: body.privacyNoticeVersion }),
    },
    now,
  );
}
