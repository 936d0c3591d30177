/** GET /admin/staff (SuperAdmin) — every staff member (issue 9 "Staff accounts"). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffAccount } from '@shop/domain/staff/staff.responses';
import { api, type ApiData } from '../../../../lib/api-client';

export type { StaffAccount };

export const staffKey = ['admin', 'staff'] as const;

export function listStaff(signal?: AbortSignal): Promise<ApiData<'GET /admin/staff'>> {
  return api.call('GET /admin/staff', {}, { signal });
}

export const listStaffQueryOptions = () =>
  queryOptions({ queryKey: staffKey, queryFn: ({ signal }) => listStaff(signal) });

export function useStaff(enabled = true) {
  return useQuery({ ...listStaffQueryOptions(), enabled });
}
