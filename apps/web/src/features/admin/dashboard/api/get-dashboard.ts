/** GET /admin/dashboard (staff) — counts, recent orders and the charts' figures (admin spec §2 'Dashboard', §7). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardData } from '@shop/domain/dashboard/dashboard.responses';
import { api } from '../../../../lib/api-client';

export type { DashboardData };

export const dashboardKey = ['admin', 'dashboard'] as const;

export async function getDashboard(signal?: AbortSignal): Promise<DashboardData> {
  return (await api.call('GET /admin/dashboard', {}, { signal })).dashboard_data;
}

export function useDashboard() {
  return useQuery(
    queryOptions({ queryKey: dashboardKey, queryFn: ({ signal }) => getDashboard(signal), staleTime: 30_000 }),
  );
}
