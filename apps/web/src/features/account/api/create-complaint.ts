/** POST /complaint/create — opens a support ticket (shopper spec §7); the reply carries its ticket number. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ComplaintFields } from '@shop/domain/support/ticket.schemas';
import { api, type ApiData } from '../../../lib/api-client';
import { myComplaintsKey } from './get-my-complaints';

export function createComplaint(complaint: ComplaintFields): Promise<ApiData<'POST /complaint/create'>> {
  return api.call('POST /complaint/create', { body: { complaint } });
}

export function useCreateComplaint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createComplaint,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myComplaintsKey }),
  });
}
