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

/**
 * The query key of the staff session (GET /admin/session, features/admin/shell/api/get-admin-session.ts).
 * Named here, beside the customer's, so the app's lost-session handler can name it without loading any
 * admin code (staff-dashboard.spec: the storefront loads no admin code).
 */
export const adminSessionKey = ['admin', 'session'] as const;

export const sessionQueryOptions = () =>
  queryOptions({ queryKey: sessionQueryKey, queryFn: getSession, staleTime: 5 * 60_000 });

/** Makes a new sign-in (login or signup) the session every page sees, dropping the last account's cached data. */
export function setSignedInUser(queryClient: QueryClient, user: User): void {
  queryClient.removeQueries({ queryKey: ['account'] });
  queryClient.setQueryData(sessionQueryKey, user);
}

/** The signed-in customer (data is null for a visitor, undefined while loading). */
export function useSession() {
  return useQuery(sessionQueryOptions());
}
