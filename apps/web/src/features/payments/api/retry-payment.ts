/**
 * The retry page's actions (shopper spec §2 /payment-retry, §7, §8): Retry Payment starts a new
 * attempt for the same order (POST /payment/create-phonepe-payment { orderId }; the server reopens
 * an order whose payment failed while its hold lasts), remembers it as the pending payment and
 * leaves for the gateway; Cancel Order is the customer's cancel (POST /order/{id}/cancel).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast';
import { api, ApiError } from '../../../lib/api-client';
import { savePendingPayment } from '../../../shared/payments/pending-payment';

const PAYMENT_TIMEOUT_MS = 30_000;
const PAYMENT_TOAST_MS = 8000;

/** Starts a new attempt for `orderId`; returns the gateway's page. Throws with the spec's messages. */
export async function retryPayment(orderId: string): Promise<string> {
  const data = await api.call(
    'POST /payment/create-phonepe-payment',
    { body: { orderId } },
    { timeoutMs: PAYMENT_TIMEOUT_MS },
  );
  const redirectUrl = data.response.phonepeResponse?.redirectUrl;
  if (!redirectUrl) throw new Error('Payment gateway redirect URL not found');
  savePendingPayment(orderId, data.response.payment._id);
  return redirectUrl;
}

/** Retry Payment: on success the browser leaves for the gateway. */
export function useRetryPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryPayment,
    onSuccess: (redirectUrl) => window.location.assign(redirectUrl),
    onError: (error, orderId) => {
      // A 409 says why the order cannot be paid (paid, cancelled, time over): the page re-reads it.
      const message =
        error instanceof ApiError && error.status >= 500
          ? 'Failed to retry payment. Please try again.'
          : error.message || 'Failed to retry payment. Please try again.';
      toast.error(message, { duration: PAYMENT_TOAST_MS });
      void queryClient.invalidateQueries({ queryKey: ['account', 'orders', orderId] });
    },
  });
}

/** Cancel Order: the customer's cancel; 'Order cancelled successfully' or 'Failed to cancel order'. */
export function useCancelUnpaidOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (orderId: string) =>
      (await api.call('POST /order/:id/cancel', { params: { id: orderId } })).order,
    onSuccess: () => {
      toast.success('Order cancelled successfully');
      void queryClient.invalidateQueries({ queryKey: ['account', 'orders'] });
      void queryClient.invalidateQueries({ queryKey: ['products'] });
    },
    onError: (error) => toast.error(error.message || 'Failed to cancel order'),
  });
}
