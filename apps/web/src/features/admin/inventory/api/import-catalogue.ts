/**
 * POST /inventory/import/preview and /inventory/import/apply (SuperAdmin) — the CSV import's dry
 * run and its all-or-nothing apply (issue 9). The file's text is sent as JSON.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportReport } from '@shop/domain/inventory/inventory.responses';
import { api, type ApiData } from '../../../../lib/api-client';
import { inventoryKey } from './list-inventory';

export type { ImportReport };

export function previewImport(csv: string): Promise<ApiData<'POST /inventory/import/preview'>> {
  return api.call('POST /inventory/import/preview', { body: { csv } });
}

export function applyImport(csv: string) {
  return api.callWithMessage('POST /inventory/import/apply', { body: { csv } });
}

export function usePreviewImport() {
  return useMutation({ mutationFn: previewImport });
}

export function useApplyImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyImport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inventoryKey }),
  });
}
