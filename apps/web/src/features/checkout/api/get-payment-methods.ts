/**
 * The ways to pay the server has configured: GET /payment/methods (docs/decisions/031), each a
 * method with its gateway. The checkout offers one choice per real gateway's method and one for
 * the sandbox (any method), which is the default when it is on (development).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentMethods } from '@shop/domain/payments/payment.responses';
import { api } from '../../../lib/api-client';

/** What the create call sends: a gateway, and its method unless it is the sandbox. */
export interface PaymentChoice {
  gateway: string;
  method?: PaymentMethods['methods'][number]['method'];
}

export const SANDBOX_GATEWAY = 'sandbox';
/** The order the checkout lists methods in. */
const METHOD_ORDER = ['card', 'netbanking', 'upi', 'wallet'];

export async function getPaymentMethods(signal?: AbortSignal): Promise<PaymentChoice[]> {
  const data = await api.get<PaymentMethods>('/payment/methods', { signal });
  const real = data.methods.filter((m) => m.gateway !== SANDBOX_GATEWAY).sort((a, b) => METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method));
  const sandbox = data.methods.some((m) => m.gateway === SANDBOX_GATEWAY) ? [{ gateway: SANDBOX_GATEWAY }] : [];
  return [...sandbox, ...real];
}

export const paymentMethodsQueryOptions = () => queryOptions({ queryKey: ['payments', 'methods'], queryFn: ({ signal }) => getPaymentMethods(signal), staleTime: 5 * 60_000 });

/** The choices, the sandbox first when it is on. */
export function usePaymentMethods() {
  return useQuery(paymentMethodsQueryOptions());
}

/** A stable key for a choice (radio values, React keys). */
export const choiceKey = (choice: PaymentChoice) => `${choice.gateway}:${choice.method ?? ''}`;
