/** POST /complaint/admin/send-email/{id} (staff) — mails the customer a message, kept on the ticket's conversation. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ComplaintData } from '@shop/domain/support/ticket.responses';
import { api } from '../../../../lib/api-client';
import { complaintsKey } from './list-complaints';

export function sendComplaintEmail({ id, message }: { id: string; message: string }): Promise<ComplaintData> {
  return api.post<ComplaintData>(`/complaint/admin/send-email/${encodeURIComponent(id)}`, { message });
}

export function useSendComplaintEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendComplaintEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: complaintsKey }),
  });
}
