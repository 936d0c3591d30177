/** GET /complaint/admin/all (staff) — support tickets, overdue first then newest, 20 a page, optionally of one status (admin spec §2 'Customer Complaints'). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TicketStatus } from '@shop/domain/support/ticket-status.rules';
import type { Complaint } from '@shop/domain/support/ticket.responses';
import { api, type ApiData } from '../../../../lib/api-client';

export type { Complaint };

export const complaintsKey = ['admin', 'complaints'] as const;

export function listComplaints(
  page: number,
  status: TicketStatus | '',
  signal?: AbortSignal,
): Promise<ApiData<'GET /complaint/admin/all'>> {
  return api.call('GET /complaint/admin/all', { query: { page, status: status || undefined } }, { signal });
}

export function useComplaints(page: number, status: TicketStatus | '') {
  return useQuery(
    queryOptions({
      queryKey: [...complaintsKey, page, status],
      queryFn: ({ signal }) => listComplaints(page, status, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
