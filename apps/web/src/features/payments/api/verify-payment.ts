/**
 * Payment result: POST /payment/verify-phonepe-payment { paymentId } (shopper spec §4, §7). Safe
 * to repeat on the server; as a query keyed by the payment id it runs once per visit (React's
 * double effects in development share it), and polls while the gateway still says PENDING.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentVerification } from '@shop/domain/payments/payment.responses';
import { api } from '../../../lib/api-client';

export type { PaymentVerification };

const VERIFY_TIMEOUT_MS = 30_000;
const PENDING_POLL_MS = 3000;
const MAX_PENDING_POLLS = 20;

export async function verifyPayment(paymentId: string): Promise<PaymentVerification> {
  const data = await api.call(
    'POST /payment/verify-phonepe-payment',
    { body: { paymentId } },
    { timeoutMs: VERIFY_TIMEOUT_MS },
  );
  return data.response;
}

export const verifyPaymentQueryOptions = (paymentId: string) =>
  queryOptions({
    queryKey: ['payments', 'verify', paymentId],
    queryFn: () => verifyPayment(paymentId),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchInterval: (query) =>
      query.state.data?.status === 'PENDING' && query.state.dataUpdateCount < MAX_PENDING_POLLS
        ? PENDING_POLL_MS
        : false,
  });

/** The verified outcome of this payment. */
export function useVerifyPayment(paymentId: string) {
  return useQuery(verifyPaymentQueryOptions(paymentId));
}
