/**
 * POST /admin/audit with { entities: ['product', 'stock'], entity_id } (SuperAdmin) — a product's
 * history for its View modal (issue 9 "Audit log"): its own changes and its stock's, newest first,
 * a page at a time ("Show more"). Read afresh each time the modal opens.
 */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AuditListData } from '@shop/domain/audit/audit.responses';
import { PRODUCT_HISTORY_ENTITIES } from '@shop/domain/audit/audit.schemas';
import { api } from '../../../../lib/api-client';
import { auditKey } from '../../audit/api/list-audit';

export const PRODUCT_HISTORY_PAGE_SIZE = 10;

export function getProductHistory(productId: string, pageNum: number, signal?: AbortSignal): Promise<AuditListData> {
  return api.call(
    'POST /admin/audit',
    {
      body: {
        pageNum,
        pageSize: PRODUCT_HISTORY_PAGE_SIZE,
        filters: { entities: [...PRODUCT_HISTORY_ENTITIES], entity_id: productId },
      },
    },
    { signal },
  );
}

export function useProductHistory(productId: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [...auditKey, 'product', productId],
      queryFn: ({ pageParam, signal }) => getProductHistory(productId, pageParam, signal),
      initialPageParam: 1,
      getNextPageParam: (last) => (last.pageNum * last.pageSize < last.total ? last.pageNum + 1 : undefined),
      staleTime: 0,
    }),
  );
}
