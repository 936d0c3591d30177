/** POST /invoice/list (SuperAdmin) — GST tax invoices, 20 a page, newest or oldest first (admin spec §2 Invoices, §7). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiInvoice } from '@shop/domain/invoices/invoice.responses';
import { api, type ApiBody, type ApiData } from '../../../../lib/api-client';

export type { ApiInvoice };
export type InvoiceSort = NonNullable<ApiBody<'POST /invoice/list'>['sort']>;
/** The spec's page size of the Invoices screen. */
export const INVOICES_PER_PAGE = 20;

export const invoicesKey = ['admin', 'invoices'] as const;

export function listInvoices(
  pageNum: number,
  sort: InvoiceSort,
  signal?: AbortSignal,
): Promise<ApiData<'POST /invoice/list'>> {
  return api.call(
    'POST /invoice/list',
    { body: { pageNum, pageSize: INVOICES_PER_PAGE, filters: {}, sort } },
    { signal },
  );
}

export function useInvoices(pageNum: number, sort: InvoiceSort) {
  return useQuery(
    queryOptions({
      queryKey: [...invoicesKey, sort, pageNum],
      queryFn: ({ signal }) => listInvoices(pageNum, sort, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
