/** POST /admin/customers/{id}/block and /unblock (SuperAdmin): the list is read again after either. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { customersKey } from './list-customers';

export function useSetCustomerBlocked() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, blocked }: { id: string; blocked: boolean }) =>
      blocked
        ? api.call('POST /admin/customers/:id/block', { params: { id }, body: {} })
        : api.call('POST /admin/customers/:id/unblock', { params: { id }, body: {} }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: customersKey }),
  });
}
