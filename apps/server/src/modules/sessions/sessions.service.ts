/**
 * Server-side sessions (issue 5 "Sessions and sign-in"; decision 010). Each sign-in is a row;
 * the token names the row (`sid`). A session is live while its row is neither revoked nor
 * expired, checked on every request through a cache of a few seconds that this process clears
 * at once when it ends a session. Services that change who someone is (password change,
 * staff deactivation or role change) call `revokeSessionsOf` or `forgetSessionsOf`.
 */
import type { DbOrTx } from '../../db/client';
import type { StaffRole } from '@shop/domain/accounts/auth.schemas';
import * as repo from './sessions.repository';
import type { SessionKind } from './sessions.repository';
import { SessionCache } from './sessions.cache';

/** A signed-in customer as a request carries it (plugins/auth.plugin.ts puts it on `request.customer`). */
export interface CustomerSession {
  kind: 'customer';
  /** The session's id (sessions table). */
  sid: string;
  id: string;
  name: string;
  email: string;
  phone: string;
  role: 'Customer';
}

/** A signed-in staff member as a request carries it (`request.staff`). */
export interface StaffSession {
  kind: 'staff';
  sid: string;
  id: string;
  name: string;
  email: string;
  role: StaffRole;
}

export type Session = CustomerSession | StaffSession;

/** How long a session lasts from sign-in, in seconds. */
export const SESSION_LIFETIME_S: Record<SessionKind, number> = { customer: 7 * 24 * 3600, staff: 12 * 3600 };
/** How long a checked session is trusted without reading its row again, in milliseconds. */
export const SESSION_CACHE_TTL_MS = 5_000;
const SESSION_CACHE_MAX = 10_000;
const USER_AGENT_MAX = 300;

/** Who a session belongs to, as loaded fresh from the account tables (no session id yet). */
export type SessionSubject = Omit<CustomerSession, 'sid'> | Omit<StaffSession, 'sid'>;

const cache = new SessionCache<Session>(SESSION_CACHE_TTL_MS, SESSION_CACHE_MAX);

/** Whose session: a customer's or staff's (their cookies, lifetimes and account tables differ). */
export type { SessionKind } from './sessions.repository';

/** Records a new session for `subjectId`; returns its id and expiry. Drops the subject's expired rows. */
export async function openSession(
  db: DbOrTx,
  kind: SessionKind,
  subjectId: string,
  userAgent = '',
): Promise<{ id: string; expiresAt: Date }> {
  const now = new Date();
  await repo.deleteExpiredSessionsOf(db, kind, subjectId, now);
  const row = await repo.insertSession(db, {
    kind,
    subjectId,
    expiresAt: new Date(now.getTime() + SESSION_LIFETIME_S[kind] * 1000),
    userAgent: userAgent.slice(0, USER_AGENT_MAX),
  });
  return { id: row.id, expiresAt: row.expiresAt };
}

/**
 * The live session `sid` of `kind` with its subject as `loadSubject` finds it now (role, active
 * flag and all), or undefined when the row is unknown, of another kind, revoked or expired, or
 * the subject is gone (deleted, deactivated).
 */
export async function resolveSession(
  db: DbOrTx,
  sid: string,
  kind: SessionKind,
  loadSubject: (subjectId: string) => Promise<SessionSubject | undefined>,
): Promise<Session | undefined> {
  const cached = cache.get(sid);
  if (cached) return cached.kind === kind ? cached : undefined;
  const generation = cache.startLoad();
  const row = await repo.findSession(db, sid);
  if (!row || row.kind !== kind || row.revokedAt || row.expiresAt.getTime() <= Date.now()) return undefined;
  const subject = await loadSubject(row.subjectId);
  if (!subject || subject.kind !== kind || subject.id !== row.subjectId) return undefined;
  const session = { ...subject, sid } as Session;
  cache.remember(sid, session, row.expiresAt, generation);
  return session;
}

/** Ends one session (logout): revoked in the database, dropped from this process's cache. */
export async function endSession(db: DbOrTx, sid: string): Promise<void> {
  await repo.revokeSession(db, sid, new Date());
  cache.forget(sid);
}

/**
 * Ends every session of a customer or staff member, but `except` (the session that made the
 * change, if it should stay): after a password change, on deactivation. Returns how many ended.
 * The cache is cleared after the update, so call it after the caller's transaction commits
 * (or pass the plain db): a request that read the row before the commit could cache it again.
 */
export async function revokeSessionsOf(
  db: DbOrTx,
  kind: SessionKind,
  subjectId: string,
  options: { except?: string } = {},
): Promise<number> {
  const revoked = await repo.revokeSessionsOf(db, kind, subjectId, new Date(), options.except);
  cache.forgetSubject(kind, subjectId);
  return revoked.length;
}

/** Makes the next request of each of the subject's sessions read the subject again (role change; after commit). */
export function forgetSessionsOf(kind: SessionKind, subjectId: string): void {
  cache.forgetSubject(kind, subjectId);
}
