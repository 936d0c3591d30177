/** POST /complaint/{id}/reply — the customer's reply on their own ticket (a Resolved or Closed one reopens). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiBody, type ApiData } from '../../../lib/api-client';
import { myComplaintsKey } from './get-my-complaints';

type Reply = 'POST /complaint/:id/reply';

export function replyToComplaint({ id, message }: { id: string } & ApiBody<Reply>): Promise<ApiData<Reply>> {
  return api.call('POST /complaint/:id/reply', { params: { id }, body: { message } });
}

export function useReplyToComplaint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToComplaint,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myComplaintsKey }),
  });
}
