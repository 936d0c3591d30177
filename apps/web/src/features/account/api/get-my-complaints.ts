/** GET /complaint/my — the signed-in customer's support tickets, newest first, with their threads (docs/decisions/053). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Complaint } from '@shop/domain/support/ticket.responses';
import { api } from '../../../lib/api-client';

export type { Complaint };

export const myComplaintsKey = ['account', 'complaints'] as const;

export async function getMyComplaints(signal?: AbortSignal): Promise<Complaint[]> {
  return (await api.call('GET /complaint/my', {}, { signal })).complaints;
}

export function useMyComplaints() {
  return useQuery(queryOptions({ queryKey: myComplaintsKey, queryFn: ({ signal }) => getMyComplaints(signal) }));
}
