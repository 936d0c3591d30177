/**
 * POST /admin/staff/{id}/role, /deactivate, /activate and /reset-password (SuperAdmin) — the
 * Staff screen's changes to one person (issue 9 "Staff accounts"). Each refreshes the list
 * and the signed-in session.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffRole } from '@shop/domain/accounts/auth.schemas';
import { api, type ApiData } from '../../../../lib/api-client';
import { adminSessionKey } from '../../shell/api/get-admin-session';
import { staffKey } from './list-staff';

export type StaffChange =
  | { kind: 'role'; role: StaffRole }
  | { kind: 'deactivate' }
  | { kind: 'activate' }
  | { kind: 'reset-password'; password: string };

export function updateStaff(id: string, change: StaffChange): Promise<ApiData<'POST /admin/staff/:id/role'>> {
  const params = { id };
  if (change.kind === 'role') return api.call('POST /admin/staff/:id/role', { params, body: { role: change.role } });
  if (change.kind === 'reset-password')
    return api.call('POST /admin/staff/:id/reset-password', { params, body: { password: change.password } });
  if (change.kind === 'activate') return api.call('POST /admin/staff/:id/activate', { params });
  return api.call('POST /admin/staff/:id/deactivate', { params });
}

export function useUpdateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: StaffChange }) => updateStaff(id, change),
    // The signed-in person may have changed their own role: read the session again too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: staffKey }),
        queryClient.invalidateQueries({ queryKey: adminSessionKey }),
      ]),
  });
}
