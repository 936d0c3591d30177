/**
 * POST /returnRequest/{id}/update (SuperAdmin) — one step of a return request: approve, reject
 * with a reason, schedule the pickup, receive (each line restocked or written off), refund
 * (admin spec §2 Return Requests, §4; issue 26). The server's message is the toast either way:
 * a step the lifecycle refuses answers 409 with what to do instead.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateReturnBody } from '@shop/domain/returns/return.schemas';
import { toast } from '../../../../components/ui/toast';
import { api, type ApiData } from '../../../../lib/api-client';
import { returnsKey } from './list-returns';

/** Sends `body` for request `id`; gives the request as it now stands and the server's message. */
export async function updateReturn({
  id,
  body,
}: {
  id: string;
  body: UpdateReturnBody;
}): Promise<ApiData<'POST /returnRequest/:id/update'> & { message?: string }> {
  const reply = await api.callWithMessage('POST /returnRequest/:id/update', { params: { id }, body });
  return { returnRequest: reply.data.returnRequest, message: reply.message };
}

/** The step as a mutation: toasts the server's message and reads the list again. */
export function useUpdateReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReturn,
    onSuccess: ({ message }) => toast.success(message || 'Return request updated'),
    onError: (error) => toast.error(error.message || 'Failed to update return request'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: returnsKey }),
  });
}
