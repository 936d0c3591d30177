/** GET /inventory/{id}/ledger (staff) — a product's stock ledger, newest first (issue 9). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LedgerData, LedgerEntry } from '@shop/domain/inventory/inventory.responses';
import { api } from '../../../../lib/api-client';
import { inventoryKey } from './list-inventory';

export type { LedgerEntry };
export const LEDGER_PAGE_SIZE = 20;

export function getStockLedger(productId: string, page: number, signal?: AbortSignal): Promise<LedgerData> {
  return api.call(
    'GET /inventory/:id/ledger',
    { params: { id: productId }, query: { page, limit: LEDGER_PAGE_SIZE } },
    { signal },
  );
}

export function useStockLedger(productId: string, page: number) {
  return useQuery(
    queryOptions({
      queryKey: [...inventoryKey, 'ledger', productId, page],
      queryFn: ({ signal }) => getStockLedger(productId, page, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
