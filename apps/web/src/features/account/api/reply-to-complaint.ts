/** POST /complaint/{id}/reply — the customer's reply on their own ticket (a Resolved or Closed one reopens). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ComplaintData } from '@shop/domain/support/ticket.responses';
import { api } from '../../../lib/api-client';
import { myComplaintsKey } from './get-my-complaints';

export function replyToComplaint({ id, message }: { id: string; message: string }): Promise<ComplaintData> {
  return api.post<ComplaintData>(`/complaint/${encodeURIComponent(id)}/reply`, { message });
}

export function useReplyToComplaint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToComplaint,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myComplaintsKey }),
  });
}
