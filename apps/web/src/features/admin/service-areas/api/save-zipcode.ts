/** POST /zipcode/new, /zipcode/{id}/update and /zipcode/{id}/remove (SuperAdmin) — admin spec §7. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ZipcodeBody } from '@shop/domain/locations/zipcode.schemas';
import { api, type ApiData } from '../../../../lib/api-client';
import { zipcodesKey } from './list-zipcodes';

/** Creates when `id` is null, else updates. */
export function saveZipcode(id: string | null, body: ZipcodeBody): Promise<ApiData<'POST /zipcode/new'>> {
  return id ? api.call('POST /zipcode/:id/update', { params: { id }, body }) : api.call('POST /zipcode/new', { body });
}

export function removeZipcode(id: string): Promise<ApiData<'POST /zipcode/:id/remove'>> {
  return api.call('POST /zipcode/:id/remove', { params: { id } });
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
