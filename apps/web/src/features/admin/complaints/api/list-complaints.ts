/** GET /complaint/admin/all (staff) — support tickets, overdue first then newest, 20 a page, optionally of one status (admin spec §2 'Customer Complaints'). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TicketStatus } from '@shop/domain/support/ticket-status';
import type { Complaint, ComplaintListData } from '@shop/domain/support/ticket.responses';
import { api } from '../../../../lib/api-client';

export type { Complaint };

export const complaintsKey = ['admin', 'complaints'] as const;

export function listComplaints(
  page: number,
  status: TicketStatus | '',
  signal?: AbortSignal,
): Promise<ComplaintListData> {
  const query = new URLSearchParams({ page: String(page) });
  if (status) query.set('status', status);
  return api.get<ComplaintListData>(`/complaint/admin/all?${query}`, { signal });
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
