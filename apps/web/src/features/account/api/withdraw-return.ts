/** POST /returnRequest/{id}/withdraw (customer) — takes back a request still Requested or Approved (issue 26). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast';
import type { ApiReturnRequest } from '@shop/domain/returns/return.responses';
import { api } from '../../../lib/api-client';
import { myOrdersQueryOptions } from './get-my-orders';
import { myReturnsKey } from './get-my-returns';

/** Withdraws request `id`; rejects with the server's message when it is past withdrawing. */
export async function withdrawReturn(id: string): Promise<ApiReturnRequest> {
  return (await api.call('POST /returnRequest/:id/withdraw', { params: { id } })).returnRequest;
}

/** Withdraws a request with a toast either way; the requests and orders are read again. */
export function useWithdrawReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawReturn,
    onSuccess: () => {
      toast.success('Return request withdrawn');
      void queryClient.invalidateQueries({ queryKey: myReturnsKey });
      void queryClient.invalidateQueries({ queryKey: myOrdersQueryOptions().queryKey });
    },
    onError: (error) => toast.error(error.message || 'Failed to withdraw return request'),
  });
}
