/** POST /complaint/create — opens a support ticket (shopper spec §7); the reply carries its ticket number. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ComplaintFields } from '@shop/domain/support/ticket.schemas';
import type { ComplaintData } from '@shop/domain/support/ticket.responses';
import { api } from '../../../lib/api-client';
import { myComplaintsKey } from './get-my-complaints';

export function createComplaint(complaint: ComplaintFields): Promise<ComplaintData> {
  return api.post<ComplaintData>('/complaint/create', { complaint });
}

export function useCreateComplaint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createComplaint,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myComplaintsKey }),
  });
}
