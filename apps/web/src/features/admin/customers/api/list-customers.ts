/** GET /admin/customers (any staff; issue 29 "Staff: Customers"): a page of 20, searched by name, e-mail or phone. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CustomerRow } from '@shop/domain/accounts/customers.responses';
import { api } from '../../../../lib/api-client';

export type { CustomerRow };

export const customersKey = ['admin', 'customers'] as const;

export function useCustomers(search: string, pageNum: number) {
  return useQuery({
    queryKey: [...customersKey, search, pageNum],
    queryFn: ({ signal }) =>
      api.call('GET /admin/customers', { query: { pageNum, ...(search ? { search } : {}) } }, { signal }),
    placeholderData: keepPreviousData,
  });
}
