/**
 * POST /admin/staff/{id}/role, /deactivate, /activate and /reset-password (SuperAdmin) — the
 * Staff screen's changes to one person (issue 9 "Staff accounts"). Each refreshes the list
 * and the signed-in session.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffRole } from '@shop/domain/accounts/auth.schemas';
import type { StaffAccount } from '@shop/domain/staff/staff.responses';
import { api } from '../../../../lib/api-client';
import { adminSessionKey } from '../../shell/api/get-admin-session';
import { staffKey } from './list-staff';

export type StaffChange =
  | { kind: 'role'; role: StaffRole }
  | { kind: 'deactivate' }
  | { kind: 'activate' }
  | { kind: 'reset-password'; password: string };

export function updateStaff(id: string, change: StaffChange): Promise<{ staff: StaffAccount }> {
  const url = `/admin/staff/${encodeURIComponent(id)}/${change.kind}`;
  if (change.kind === 'role') return api.post(url, { role: change.role });
  if (change.kind === 'reset-password') return api.post(url, { password: change.password });
  return api.post(url, {});
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
