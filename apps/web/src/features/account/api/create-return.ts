/**
 * POST /returnRequest/create (customer) — a return of some units of a delivered order (shopper
 * spec §5 return form, §7). On success the orders and the return requests are read again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateReturnBody } from '@shop/domain/returns/return.schemas';
import type { ApiReturnRequest } from '@shop/domain/returns/return.responses';
import { api } from '../../../lib/api-client';
import { myOrdersQueryOptions } from './get-my-orders';
import { myReturnsKey } from './get-my-returns';

/** Sends the checked body; gives the stored request. Rejects with the server's message (409/422 refusals). */
export async function createReturn(body: CreateReturnBody): Promise<ApiReturnRequest> {
  return (await api.call('POST /returnRequest/create', { body })).returnRequest;
}

/** Creates a return request and refreshes Your Orders and Return Requests. */
export function useCreateReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReturn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: myOrdersQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: myReturnsKey });
    },
  });
}
