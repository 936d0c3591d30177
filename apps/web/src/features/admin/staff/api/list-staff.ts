/** GET /admin/staff (SuperAdmin) — every staff member (issue 9 "Staff accounts"). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffAccount, StaffListData } from '@shop/domain/staff/staff.responses';
import { api } from '../../../../lib/api-client';

export type { StaffAccount };

export const staffKey = ['admin', 'staff'] as const;

export function listStaff(signal?: AbortSignal): Promise<StaffListData> {
  return api.get<StaffListData>('/admin/staff', { signal });
}

export const listStaffQueryOptions = () =>
  queryOptions({ queryKey: staffKey, queryFn: ({ signal }) => listStaff(signal) });

export function useStaff(enabled = true) {
  return useQuery({ ...listStaffQueryOptions(), enabled });
}
