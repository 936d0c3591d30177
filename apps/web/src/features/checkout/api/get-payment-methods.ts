/**
 * The ways to pay the server has configured: GET /payment/methods (docs/decisions/031), grouped by
 * gateway for the checkout (lib/payment-choices.ts), the sandbox's group first when it is on.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { groupPaymentChoices, type PaymentChoiceGroup } from '../lib/payment-choices';

export async function getPaymentMethods(signal?: AbortSignal): Promise<PaymentChoiceGroup[]> {
  const data = await api.call('GET /payment/methods', {}, { signal });
  return groupPaymentChoices(data.methods);
}

export const paymentMethodsQueryOptions = () =>
  queryOptions({
    queryKey: ['payments', 'methods'],
    queryFn: ({ signal }) => getPaymentMethods(signal),
    staleTime: 5 * 60_000,
  });

/** The choices by gateway, the sandbox first when it is on. */
export function usePaymentMethods() {
  return useQuery(paymentMethodsQueryOptions());
}
