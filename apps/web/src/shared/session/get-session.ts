/**
 * Who is signed in: GET /auth/session (shopper spec §6). Shared by the header, cart, checkout
 * and account, so it lives in the shared layer (src/shared, decision 064).
 */
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import type { User } from '@shop/domain/accounts/account.responses';

/** Fetches the signed-in customer, or null for a visitor. */
export async function getSession(): Promise<User | null> {
  return (await api.call('GET /auth/session')).user;
}

export const sessionQueryKey = ['auth', 'session'] as const;

/** The GET /auth/session started before the app rendered (startSessionRead), for the query's first fetch, and when (ms). */
let startedRead: Promise<User | null> | undefined;
let startedAt = 0;
/** How long a started read may stand in for a fetch (ms): the first render asks well within it. */
const STARTED_READ_MS = 5_000;

/**
 * Asks who is signed in at once, while the app's code loads and hydrates (main.tsx); the session
 * query's first fetch takes this answer instead of asking again. Not put in the query cache
 * itself: a hydration must first render what the server did, with the session unknown.
 */
export function startSessionRead(): void {
  startedRead = getSession();
  startedAt = Date.now();
  startedRead.catch(() => undefined);
}

/** The started read once, if still recent (then forgotten), else a new one. */
function readSession(): Promise<User | null> {
  const started = Date.now() - startedAt <= STARTED_READ_MS ? startedRead : undefined;
  startedRead = undefined;
  return started ?? getSession();
}

/**
 * The query key of the staff session (GET /admin/session, features/admin/shell/api/get-admin-session.ts).
 * Named here, beside the customer's, so the app's lost-session handler can name it without loading any
 * admin code (staff-dashboard.spec: the storefront loads no admin code).
 */
export const adminSessionKey = ['admin', 'session'] as const;

export const sessionQueryOptions = () =>
  queryOptions({ queryKey: sessionQueryKey, queryFn: readSession, staleTime: 5 * 60_000 });

/** Makes a new sign-in (login or signup) the session every page sees, dropping the last account's cached data. */
export function setSignedInUser(queryClient: QueryClient, user: User): void {
  startedRead = undefined;
  queryClient.removeQueries({ queryKey: ['account'] });
  queryClient.setQueryData(sessionQueryKey, user);
}

/** The signed-in customer (data is null for a visitor, undefined while loading). */
export function useSession() {
  return useQuery(sessionQueryOptions());
}
