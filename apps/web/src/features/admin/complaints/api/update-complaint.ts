/** PUT /complaint/admin/update/{id} (staff) — a new status through the ticket table, with an optional response mailed to the customer. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateComplaintBody } from '@shop/domain/support/ticket.schemas';
import { api, type ApiData } from '../../../../lib/api-client';
import { complaintsKey } from './list-complaints';

export function updateComplaint({
  id,
  body,
}: {
  id: string;
  body: UpdateComplaintBody;
}): Promise<ApiData<'PUT /complaint/admin/update/:id'>> {
  return api.call('PUT /complaint/admin/update/:id', { params: { id }, body });
}

export function useUpdateComplaint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateComplaint,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: complaintsKey }),
  });
}
