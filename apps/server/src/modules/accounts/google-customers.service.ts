/**
 * The accounts of customers who sign in with Google (issue 29; shopper spec §2, §4 "Google signup
 * completion"; docs/decisions/073): found by their Google subject or e-mail, linked, or created.
 * What a Google identity means for the shop (link, refuse, sign up) is the google-auth module's
 * rule; this file only reads and writes the users table for it, as the accounts module owns it.
 */
import { randomBytes } from 'node:crypto';
import { NAME_MAX_LENGTH } from '@shop/domain/accounts/auth.schemas';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/password';
import * as repo from './accounts.repository';
import { EMAIL_TAKEN, splitName } from './accounts.service';

/** A customer as Google sign-in weighs them (google-auth module): linked or not, blocked, erased. */
export interface GoogleSignInCandidate {
  id: string;
  googleSub: string | null;
  blocked: boolean;
  erased: boolean;
}

const candidateOf = (user: repo.UserRow | undefined): GoogleSignInCandidate | undefined =>
  user && { id: user.id, googleSub: user.googleSub, blocked: user.blockedAt !== null, erased: user.deletedAt !== null };

/** The customer linked to this Google subject (users.google_sub), or undefined. */
export async function customerByGoogleSub(db: DbOrTx, googleSub: string): Promise<GoogleSignInCandidate | undefined> {
  return candidateOf(await repo.findUserByGoogleSub(db, googleSub));
}

/** The customer with this (lower-case) e-mail, blocked and erased ones too, or undefined. */
export async function customerByEmailForGoogle(db: DbOrTx, email: string): Promise<GoogleSignInCandidate | undefined> {
  return candidateOf(await repo.findUserByEmail(db, email));
}

/** Links the customer `id` to a Google subject; false when the account already has a link (it is never replaced). */
export function linkGoogleSub(db: DbOrTx, id: string, googleSub: string): Promise<boolean> {
  return repo.setGoogleSubIfUnset(db, id, googleSub);
}

/** What a new Google customer brings: Google's subject, verified e-mail and name, and the mobile number they typed. */
export interface NewGoogleCustomer {
  googleSub: string;
  email: string;
  name: string;
  phone: string;
  privacyNoticeVersion?: string;
}

/**
 * Creates the account of a new Google customer (POST /auth/google/complete-signup, shopper spec
 * §4), linked to their Google subject, with their consent to the privacy notice as signUp records
 * it. Its password hash is of 32 random bytes nobody knows, so a password sign-in fails until they
 * set one through "Forgot password?". CONFLICT EMAIL_TAKEN when the e-mail or the Google account
 * already has an account.
 */
export async function createGoogleCustomer(db: DbOrTx, person: NewGoogleCustomer, now: Date): Promise<repo.UserRow> {
  const name = (person.name.replace(/\s+/g, ' ').trim() || person.email.split('@')[0]!).slice(0, NAME_MAX_LENGTH);
  const user = await repo.insertUser(db, {
    name,
    ...splitName(name),
    email: person.email,
    phone: person.phone,
    googleSub: person.googleSub,
    passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
    ...(person.privacyNoticeVersion && { privacyConsentAt: now, privacyNoticeVersion: person.privacyNoticeVersion }),
  });
  if (!user) throw new AppError('CONFLICT', EMAIL_TAKEN);
  return user;
}

/** The customer `id` as their own row (for a sign-in's reply), or undefined when the account is gone. */
export function customerRow(db: DbOrTx, id: string): Promise<repo.UserRow | undefined> {
  return repo.findUserById(db, id);
}
