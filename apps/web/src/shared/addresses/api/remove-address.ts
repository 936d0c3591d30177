/** Removes a saved address: DELETE /addresses/{id} (decision 028); refreshes the list and the session's user. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sessionQueryKey } from '../../session/get-session';
import { addressesQueryKey } from './get-addresses';

export async function removeAddress(id: string): Promise<void> {
  await api.call('DELETE /addresses/:id', { params: { id } });
}

export function useRemoveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAddress,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: addressesQueryKey }),
        queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
      ]),
  });
}
