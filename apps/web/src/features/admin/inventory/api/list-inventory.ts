/** POST /inventory/list (staff) — the inventory cards and a page of the table (issue 9; admin spec §2 Inventory Management). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { InventoryListBody } from '@shop/domain/inventory/inventory.schemas';
import type { InventoryItem, InventoryListData } from '@shop/domain/inventory/inventory.responses';
import { api } from '../../../../lib/api-client';

export type { InventoryItem };
export type InventoryFilters = InventoryListBody['filters'];

export const inventoryKey = ['admin', 'inventory'] as const;

export function listInventory(
  pageNum: number,
  pageSize: number,
  filters: InventoryFilters,
  signal?: AbortSignal,
): Promise<InventoryListData> {
  return api.call('POST /inventory/list', { body: { pageNum, pageSize, filters } }, { signal });
}

export function useInventory(pageNum: number, pageSize: number, filters: InventoryFilters) {
  return useQuery(
    queryOptions({
      queryKey: [...inventoryKey, 'list', pageNum, pageSize, filters],
      queryFn: ({ signal }) => listInventory(pageNum, pageSize, filters, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
