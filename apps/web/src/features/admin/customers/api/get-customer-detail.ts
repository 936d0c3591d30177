/**
 * GET /admin/customers/{id} (any staff; issue 29 "Staff: Customers"): the customer with their
 * newest 20 orders, return requests, tickets and back-in-stock alerts, and the count of each.
 */
import { useQuery } from '@tanstack/react-query';
import type { CustomerDetailData } from '@shop/domain/accounts/customers.responses';
import { api } from '../../../../lib/api-client';
import { customersKey } from './list-customers';

export type { CustomerDetailData };

/** Under the customers key, so a block or unblock refreshes an open detail too. */
export const customerDetailKey = (id: string) => [...customersKey, 'detail', id] as const;

export function useCustomerDetail(id: string) {
  return useQuery({
    queryKey: customerDetailKey(id),
    queryFn: ({ signal }) => api.call('GET /admin/customers/:id', { params: { id } }, { signal }),
    retry: false,
  });
}
