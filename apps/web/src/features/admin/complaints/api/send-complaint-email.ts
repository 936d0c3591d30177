/** POST /complaint/admin/send-email/{id} (staff) — mails the customer a message, kept on the ticket's conversation. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiBody, type ApiData } from '../../../../lib/api-client';
import { complaintsKey } from './list-complaints';

type SendEmail = 'POST /complaint/admin/send-email/:id';

export function sendComplaintEmail({ id, message }: { id: string } & ApiBody<SendEmail>): Promise<ApiData<SendEmail>> {
  return api.call('POST /complaint/admin/send-email/:id', { params: { id }, body: { message } });
}

export function useSendComplaintEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendComplaintEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: complaintsKey }),
  });
}
