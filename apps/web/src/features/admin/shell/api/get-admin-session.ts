/** GET /admin/session — who is signed in as staff, or null (admin spec §2 "Admin routes", §6). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffAdmin } from '@shop/domain/accounts/account.responses';
import { api, hasErrorCode } from '../../../../lib/api-client';
import { isSignInError } from '../../../../lib/session-lost';
import { adminSessionKey } from '../../../../shared/session/get-session';

export type { StaffAdmin };

export { adminSessionKey };

export async function getAdminSession(): Promise<StaffAdmin | null> {
  try {
    return (await api.call('GET /admin/session')).admin ?? null;
  } catch (error) {
    // An expired or foreign cookie is "not signed in", not a failure.
    if (isSignInError(error) || hasErrorCode(error, 'FORBIDDEN')) return null;
    throw error;
  }
}

export const adminSessionQueryOptions = () =>
  queryOptions({ queryKey: adminSessionKey, queryFn: getAdminSession, staleTime: 60_000 });

export function useAdminSession() {
  return useQuery(adminSessionQueryOptions());
}
