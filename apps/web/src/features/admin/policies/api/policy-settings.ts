/**
 * The Policies screen's calls (SuperAdmin; issue 30): the store settings it edits (GET and PATCH
 * /admin/settings, cached under the same key as the Store settings screen) and the newsletter's
 * CSV of confirmed subscribers.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StoreSettingsPatch } from '@shop/domain/settings/store-settings.schemas';
import { toast } from '../../../../components/ui/toast';
import { api } from '../../../../lib/api-client';
import { saveFile } from '../../../../lib/save-file';

const settingsKey = ['admin', 'settings'] as const;

export const policySettingsQueryOptions = () =>
  queryOptions({ queryKey: settingsKey, queryFn: ({ signal }) => api.call('GET /admin/settings', {}, { signal }) });

export function usePolicySettings() {
  return useQuery(policySettingsQueryOptions());
}

/** Saves a patch; the cached settings, and the storefront's public ones, follow the server's answer. */
export function useSavePolicySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: StoreSettingsPatch) => api.call('PATCH /admin/settings', { body: patch }),
    onSuccess: (data) => {
      queryClient.setQueryData(settingsKey, data);
      void queryClient.invalidateQueries({ queryKey: ['settings', 'public'] });
      void queryClient.invalidateQueries({ queryKey: ['policies'] });
    },
  });
}

/** GET /admin/newsletter/export.csv, saved as a file. */
export function useExportNewsletter() {
  return useMutation({
    mutationFn: async () => {
      const file = await api.downloadCall('GET /admin/newsletter/export.csv', {}, 'newsletter-subscribers.csv');
      saveFile(file.blob, file.fileName);
    },
    onSuccess: () => toast.success('Subscribers exported'),
    onError: (error) => toast.error(error.message || 'Failed to export the subscribers'),
  });
}
