/** POST /admin/audit (SuperAdmin) — a page of the audit log with its filters (issue 9 "Audit log"; decision 034). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditListData } from '@shop/domain/audit/audit.responses';
import { AUDIT_PAGE_SIZE } from '@shop/domain/audit/audit.schemas';
import { api, type ApiBody } from '../../../../lib/api-client';

export type { AuditListData };

/** The filters the audit screen offers (a subset of the call's). */
export type AuditFilters = Pick<
  NonNullable<ApiBody<'POST /admin/audit'>['filters']>,
  'entity' | 'staff_id' | 'from' | 'to'
>;

export const auditKey = ['admin', 'audit'] as const;

export function listAudit(pageNum: number, filters: AuditFilters, signal?: AbortSignal): Promise<AuditListData> {
  const defined = Object.fromEntries(Object.entries(filters).filter(([, v]) => v)) as AuditFilters;
  return api.call('POST /admin/audit', { body: { pageNum, pageSize: AUDIT_PAGE_SIZE, filters: defined } }, { signal });
}

export function useAudit(pageNum: number, filters: AuditFilters) {
  return useQuery(
    queryOptions({
      queryKey: [...auditKey, pageNum, filters],
      queryFn: ({ signal }) => listAudit(pageNum, filters, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
