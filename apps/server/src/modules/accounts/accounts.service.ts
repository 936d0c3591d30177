/**
 * Customer accounts (shopper spec §3 User, §7 /auth and /user calls): sign-up, sign-in and the
 * user as the API shows it. Passwords are hashed with argon2id; a wrong e-mail and a wrong
 * password get the same answer so sign-in does not reveal who has an account.
 */
import { randomBytes } from 'node:crypto';
import { DELETE_PASSWORD_WRONG } from '@shop/domain/privacy/privacy.schemas';
import { erasedEmail, ERASED_CUSTOMER_NAME } from '@shop/domain/privacy/erasure.rules';
import type { User } from '@shop/domain/accounts/account.responses';
import type { LoginBody, SignupBody } from '@shop/domain/accounts/auth.schemas';
import { ACCOUNT_BLOCKED } from '@shop/domain/accounts/customers.schemas';
import {
  CURRENT_PASSWORD_WRONG,
  type AccountPasswordBody,
  type UpdateProfileBody,
} from '@shop/domain/accounts/profile.schemas';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { revokeSessionsOf, type CustomerSession } from '../sessions/sessions.service';
import { enqueueMail, PASSWORD_CHANGED_MAIL } from '../mail/mail.service';
import { accountAddressFields } from '../addresses/addresses.service';
import * as repo from './accounts.repository';
import { hashPassword, INVALID_CREDENTIALS, verifyPassword, verifyPasswordOrDummy } from '../../lib/password';

export const EMAIL_TAKEN = 'An account with this email already exists';

/** Splits a full name into first and last name (shopper spec §3: split when they are missing). */
export function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

/**
 * Locks the customer's account row until `tx` ends (flows/address-book.flow.ts serialises one customer's
 * additions with it); NOT_FOUND 'User not found' when no customer has the id.
 */
export async function lockCustomerAccount(tx: DbOrTx, customerId: string): Promise<void> {
  if (!(await repo.lockUser(tx, customerId))) throw new AppError('NOT_FOUND', 'User not found');
}

/** The user as the API shows it, with their saved addresses as text (addresses module). */
export async function toApiUser(db: DbOrTx, row: repo.UserRow): Promise<User> {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    ...(await accountAddressFields(db, row.id)),
    role: 'Customer' as const,
  };
}

export type ApiUser = User;

/** The customer behind a session, read fresh (sessions service), or undefined when the account is gone. */
export async function customerSubject(db: DbOrTx, id: string): Promise<Omit<CustomerSession, 'sid'> | undefined> {
  const user = await repo.findUserById(db, id);
  // A blocked account has no session (customers.service.ts ends them; this covers a cached token).
  if (!user || user.blockedAt) return undefined;
  return { kind: 'customer', id: user.id, name: user.name, email: user.email, phone: user.phone, role: 'Customer' };
}

/** The id of the customer with this (lower-case) e-mail, or undefined: for staff naming a customer (coupons). */
export async function customerIdByEmail(db: DbOrTx, email: string): Promise<string | undefined> {
  return (await repo.findUserByEmail(db, email))?.id;
}

/** The e-mails of these customers by id (unknown ids left out): for staff lists that name customers. */
export async function customerEmails(db: DbOrTx, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  return new Map((await repo.findUsersByIds(db, ids)).map((u) => [u.id, u.email]));
}

/**
 * Creates a customer, with their consent to the privacy notice (version and `now`) when the body
 * names the version; CONFLICT when the e-mail already has an account.
 */
export async function signUp(db: DbOrTx, body: SignupBody, now: Date = new Date()): Promise<repo.UserRow> {
  const name = body.name.replace(/\s+/g, ' ');
  const user = await repo.insertUser(db, {
    name,
    ...splitName(name),
    email: body.email,
    phone: body.phone,
    passwordHash: await hashPassword(body.password),
    ...(body.privacyNoticeVersion && { privacyConsentAt: now, privacyNoticeVersion: body.privacyNoticeVersion }),
  });
  if (!user) throw new AppError('CONFLICT', EMAIL_TAKEN);
  return user;
}

/** Checks a customer's e-mail and password; UNAUTHENTICATED 'Invalid email or password' otherwise. */
export async function logIn(db: DbOrTx, body: LoginBody): Promise<repo.UserRow> {
  const user = await repo.findUserByEmail(db, body.email);
  // Verified against a dummy hash when the e-mail is unknown, so both answers take as long.
  const passwordMatches = await verifyPasswordOrDummy(user?.passwordHash, body.password);
  if (!user || !passwordMatches) {
    throw new AppError('UNAUTHENTICATED', INVALID_CREDENTIALS, undefined, 'INVALID_CREDENTIALS');
  }
  // Told only to whoever knows the password, so it reveals nothing to a stranger.
  if (user.blockedAt) throw new AppError('FORBIDDEN', ACCOUNT_BLOCKED, undefined, 'ACCOUNT_BLOCKED');
  return user;
}

/** The customer `id` as seen by `viewer`: FORBIDDEN for anyone else's account. */
export async function getUser(db: DbOrTx, id: string, viewer: CustomerSession): Promise<ApiUser> {
  if (id !== viewer.id) throw new AppError('FORBIDDEN', 'You can only view your own account.');
  const user = await repo.findUserById(db, id);
  if (!user) throw new AppError('NOT_FOUND', 'User not found');
  return toApiUser(db, user);
}

/** The signed-in customer's current record, or null when the account no longer exists. */
export async function currentUser(db: DbOrTx, session: CustomerSession): Promise<ApiUser | null> {
  const user = await repo.findUserById(db, session.id);
  return user ? toApiUser(db, user) : null;
}

/** How many customer accounts exist (the dashboard's user_count, admin spec §3). */
export function countCustomers(db: DbOrTx): Promise<number> {
  return repo.countUsers(db);
}

/** The customer with this (lower-case) e-mail as the password reset needs them, or undefined (none, or blocked). */
export async function customerByEmail(
  db: DbOrTx,
  email: string,
): Promise<{ id: string; name: string; email: string } | undefined> {
  const user = await repo.findUserByEmail(db, email);
  // A blocked account cannot reset its password either: answered as an unknown e-mail.
  return user && !user.blockedAt ? { id: user.id, name: user.name, email: user.email } : undefined;
}

/** Hashes and stores a new password for the customer `id` (argon2id); NOT_FOUND when the account is gone. */
export async function setCustomerPassword(db: DbOrTx, id: string, newPassword: string): Promise<void> {
  if (!(await repo.updatePasswordHash(db, id, await hashPassword(newPassword)))) {
    throw new AppError('NOT_FOUND', 'User not found');
  }
}

/**
 * POST /user/{id}/update (shopper spec §5 "Profile edit"): the customer's own first and last name
 * and phone; the e-mail is read-only (UNPROCESSABLE when a different one is sent). FORBIDDEN for
 * another's account. Returns the user as GET /user/{id} does.
 */
export async function updateProfile(
  db: DbOrTx,
  id: string,
  viewer: CustomerSession,
  body: UpdateProfileBody,
): Promise<ApiUser> {
  if (id !== viewer.id) throw new AppError('FORBIDDEN', 'You can only update your own account.');
  const { firstName, lastName, phone, email } = body.user;
  const current = await repo.findUserById(db, id);
  if (!current) throw new AppError('NOT_FOUND', 'User not found');
  if (email !== undefined && email.trim().toLowerCase() !== current.email) {
    throw new AppError('UNPROCESSABLE', 'The e-mail address cannot be changed.');
  }
  const [first, last] = [firstName.replace(/\s+/g, ' '), lastName.replace(/\s+/g, ' ')];
  const row = await repo.updateProfile(db, id, { name: `${first} ${last}`, firstName: first, lastName: last, phone });
  if (!row) throw new AppError('NOT_FOUND', 'User not found');
  return toApiUser(db, row);
}

/**
 * POST /user/{id}/change-password (issue 29): the own password, with the current one;
 * UNPROCESSABLE INVALID_CREDENTIALS when that is wrong (not 401: the session is fine), FORBIDDEN for
 * another's account. Every other session of the account ends (this one stays) and the "password
 * changed" mail goes out.
 */
export async function changeOwnPassword(
  db: DbOrTx,
  id: string,
  viewer: CustomerSession,
  body: AccountPasswordBody,
): Promise<void> {
  if (id !== viewer.id) throw new AppError('FORBIDDEN', 'You can only change your own password.');
  const user = await repo.findUserById(db, id);
  if (!user) throw new AppError('NOT_FOUND', 'User not found');
  if (!(await verifyPassword(user.passwordHash, body.currentPassword))) {
    throw new AppError('UNPROCESSABLE', CURRENT_PASSWORD_WRONG, undefined, 'INVALID_CREDENTIALS');
  }
  await setCustomerPassword(db, id, body.newPassword);
  await enqueueMail(db, { template: PASSWORD_CHANGED_MAIL, to: user.email, data: { customerName: user.name } });
  await revokeSessionsOf(db, 'customer', id, { except: viewer.sid });
}

/**
 * Account erasure (issue 29; DPDP Act s.12): checks `password` against the customer's, then
 * replaces their name (ERASED_CUSTOMER_NAME), e-mail (erasedEmail: never deliverable, so the old
 * address can sign up again), phone, Google link and password (random: no sign-in can work), and
 * sets deleted_at, in the caller's transaction. UNPROCESSABLE INVALID_CREDENTIALS for a wrong
 * password; NOT_FOUND when the account is gone.
 */
export async function eraseCustomerAccount(tx: DbOrTx, id: string, password: string, now: Date) {
  const user = await repo.findUserById(tx, id);
  if (!user || user.deletedAt) throw new AppError('NOT_FOUND', 'User not found');
  if (!(await verifyPassword(user.passwordHash, password)))
    throw new AppError('UNPROCESSABLE', DELETE_PASSWORD_WRONG, undefined, 'INVALID_CREDENTIALS');
  const email = erasedEmail(id);
  await repo.eraseUser(tx, id, {
    name: ERASED_CUSTOMER_NAME,
    email,
    passwordHash: await hashPassword(randomBytes(32).toString('hex')),
    deletedAt: now,
  });
  return { formerEmail: user.email, email };
}

/** A copy of the customer's data (issue 29): the profile as kept, with the privacy consent recorded. */
export async function profileForExport(db: DbOrTx, id: string) {
  const user = await repo.findUserById(db, id);
  if (!user) throw new AppError('NOT_FOUND', 'User not found');
  return {
    name: user.name,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    phone: user.phone,
    signed_in_with_google: user.googleSub !== null,
    privacy_consent_at: user.privacyConsentAt?.toISOString() ?? null,
    privacy_notice_version: user.privacyNoticeVersion,
    created_at: user.createdAt.toISOString(),
  };
}
