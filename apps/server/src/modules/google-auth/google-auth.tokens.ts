/**
 * The two things Google sign-in gives the browser to hold (docs/decisions/073), made with jose
 * under keys derived (HKDF-SHA256) from the session secret, one key a purpose, so neither can pass
 * for the other or for a session token:
 * - the pending sign-in (state, nonce, PKCE verifier, where to go back), encrypted (A256GCM) into
 *   a cookie that lives GOOGLE_STATE_TTL_MINUTES;
 * - the signup token of a new person (Google's subject, e-mail and name), signed (HS256), valid
 *   GOOGLE_SIGNUP_TOKEN_TTL_MINUTES, carried in the /signup link.
 * Opening either checks its expiry against `now` (the app's clock) and answers undefined for
 * anything forged, altered, expired or malformed.
 */
import { hkdfSync } from 'node:crypto';
import { EncryptJWT, jwtDecrypt, jwtVerify, SignJWT } from 'jose';
import {
  GOOGLE_SIGNUP_TOKEN_TTL_MINUTES,
  GOOGLE_STATE_TTL_MINUTES,
  isSafeReturnPath,
} from '@shop/domain/accounts/google-sign-in.rules';
import type { PendingSignIn } from '../../providers/openid/openid-sign-in.contract';

const SIGNUP_AUDIENCE = 'makershop:google-signup';

/** A 256-bit key for one purpose, derived from the session secret. */
function keyFor(secret: string, purpose: string): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', secret, 'makershop:google-auth', purpose, 32));
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/** A pending sign-in and the same-site path to go back to afterwards. */
export interface PendingGoogleSignIn extends PendingSignIn {
  returnTo: string;
}

/** Seals a pending sign-in into the cookie's value (expires GOOGLE_STATE_TTL_MINUTES after `now`). */
export function sealPendingSignIn(secret: string, pending: PendingGoogleSignIn, now: Date): Promise<string> {
  return new EncryptJWT({ st: pending.state, nn: pending.nonce, cv: pending.codeVerifier, rt: pending.returnTo })
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setIssuedAt(seconds(now))
    .setExpirationTime(seconds(now) + GOOGLE_STATE_TTL_MINUTES * 60)
    .encrypt(keyFor(secret, 'pending-sign-in'));
}

/** The pending sign-in in a cookie's value; undefined when it is missing, altered or expired. */
export async function openPendingSignIn(
  secret: string,
  sealed: string | undefined,
  now: Date,
): Promise<PendingGoogleSignIn | undefined> {
  if (!sealed) return undefined;
  try {
    const { payload } = await jwtDecrypt(sealed, keyFor(secret, 'pending-sign-in'), {
      currentDate: now,
      requiredClaims: ['exp'],
      keyManagementAlgorithms: ['dir'],
      contentEncryptionAlgorithms: ['A256GCM'],
    });
    const { st, nn, cv, rt } = payload;
    if (!isText(st) || !isText(nn) || !isText(cv) || !isText(rt) || !isSafeReturnPath(rt)) return undefined;
    return { state: st, nonce: nn, codeVerifier: cv, returnTo: rt };
  } catch {
    return undefined;
  }
}

/** What a signup token carries: who Google says the new person is. */
export interface GoogleSignupClaims {
  googleSub: string;
  email: string;
  name: string;
}

/** Signs a signup token for a new person (expires GOOGLE_SIGNUP_TOKEN_TTL_MINUTES after `now`). */
export function signSignupToken(secret: string, claims: GoogleSignupClaims, now: Date): Promise<string> {
  return new SignJWT({ email: claims.email, name: claims.name })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.googleSub)
    .setAudience(SIGNUP_AUDIENCE)
    .setIssuedAt(seconds(now))
    .setExpirationTime(seconds(now) + GOOGLE_SIGNUP_TOKEN_TTL_MINUTES * 60)
    .sign(keyFor(secret, 'signup-token'));
}

/** The claims of a signup token; undefined when it is forged, altered, expired or malformed. */
export async function openSignupToken(
  secret: string,
  token: string,
  now: Date,
): Promise<GoogleSignupClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, keyFor(secret, 'signup-token'), {
      algorithms: ['HS256'],
      audience: SIGNUP_AUDIENCE,
      currentDate: now,
      requiredClaims: ['exp', 'sub'],
    });
    const { sub, email, name } = payload;
    if (!isText(sub) || !isText(email) || typeof name !== 'string') return undefined;
    return { googleSub: sub, email, name };
  } catch {
    return undefined;
  }
}
