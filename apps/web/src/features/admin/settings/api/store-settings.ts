/** GET and PATCH /admin/settings (SuperAdmin): the store settings, and a change to some of them (issue 27). */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StoreSettingsPatch } from '@shop/domain/settings/store-settings.schemas';
import { api, type ApiData } from '../../../../lib/api-client';

export const storeSettingsKey = ['admin', 'settings'] as const;

export function getStoreSettings(signal?: AbortSignal): Promise<ApiData<'GET /admin/settings'>> {
  return api.call('GET /admin/settings', {}, { signal });
}

export function updateStoreSettings(patch: StoreSettingsPatch): Promise<ApiData<'PATCH /admin/settings'>> {
  return api.call('PATCH /admin/settings', { body: patch });
}

export const storeSettingsQueryOptions = () =>
  queryOptions({ queryKey: storeSettingsKey, queryFn: ({ signal }) => getStoreSettings(signal) });

export function useStoreSettings() {
  return useQuery(storeSettingsQueryOptions());
}

/** Saves a patch; the cached settings become the server's answer. */
export function useUpdateStoreSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStoreSettings,
    onSuccess: (data) => queryClient.setQueryData(storeSettingsKey, data),
  });
}
