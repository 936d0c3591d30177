/** POST /admin/staff (SuperAdmin) — a new SubAdmin or SuperAdmin (issue 9 "Staff accounts"). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewStaffBody } from '@shop/domain/staff/staff.schemas';
import { api, type ApiData } from '../../../../lib/api-client';
import { staffKey } from './list-staff';

export function createStaff(body: NewStaffBody): Promise<ApiData<'POST /admin/staff'>> {
  return api.call('POST /admin/staff', { body });
}

export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKey }),
  });
}
