/** POST /zipcode/new, /zipcode/{id}/update and /zipcode/{id}/remove (SuperAdmin) — admin spec §7. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ZipcodeItem } from '@shop/domain/locations/zipcode.responses';
import type { ZipcodeBody } from '@shop/domain/locations/zipcode.schemas';
import { api } from '../../../../lib/api-client';
import { zipcodesKey } from './list-zipcodes';

/** Creates when `id` is null, else updates. */
export function saveZipcode(id: string | null, body: ZipcodeBody): Promise<{ zipcode: ZipcodeItem }> {
  return api.post<{ zipcode: ZipcodeItem }>(id ? `/zipcode/${encodeURIComponent(id)}/update` : '/zipcode/new', body);
}

export function removeZipcode(id: string): Promise<{ _id: string }> {
  return api.post<{ _id: string }>(`/zipcode/${encodeURIComponent(id)}/remove`, {});
}

export function useSaveZipcode(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ZipcodeBody) => saveZipcode(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: zipcodesKey }),
  });
}

export function useRemoveZipcode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeZipcode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: zipcodesKey }),
  });
}
