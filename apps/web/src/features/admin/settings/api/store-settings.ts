/** GET and PATCH /admin/settings (SuperAdmin): the store settings, and a change to some of them (issue 27). */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StoreSettings, StoreSettingsPatch } from '@shop/domain/settings/store-settings';
import { api } from '../../../../lib/api-client';

export const storeSettingsKey = ['admin', 'settings'] as const;

export function getStoreSettings(signal?: AbortSignal): Promise<{ settings: StoreSettings }> {
  return api.get<{ settings: StoreSettings }>('/admin/settings', { signal });
}

export function updateStoreSettings(patch: StoreSettingsPatch): Promise<{ settings: StoreSettings }> {
  return api.patch<{ settings: StoreSettings }>('/admin/settings', patch);
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
