/**
 * Proceed to Payment (shopper spec §2 checkout, §7): POST /order/new, then
 * POST /payment/create-phonepe-payment, remember the pending payment, then go to the gateway.
 * The cart is left alone: it is cleared only when the payment succeeds.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { savePendingPayment } from '../../../lib/pending-payment';
import { createPayment } from './create-payment';
import { placeOrder, type NewOrderRequest } from './place-order';

export async function startCheckout(body: NewOrderRequest): Promise<string> {
  const order = await placeOrder(body);
  const payment = await createPayment(order._id);
  const redirectUrl = payment.phonepeResponse?.redirectUrl;
  if (!redirectUrl) throw new Error('Payment gateway redirect URL not found.');
  savePendingPayment(order._id);
  return redirectUrl;
}

/** The message for a refused checkout (shopper spec §8 order and payment errors). */
function messageOf(error: Error): string {
  if (error instanceof ApiError && error.status >= 500) return 'Payment service temporarily unavailable. Please try again later.';
  if (error instanceof ApiError && error.status === 403) return 'You need to sign up first. Please create your account to continue.';
  return error.message || 'Failed to process payment. Please try again.';
}

/** Runs the checkout; on success the browser leaves for the gateway, so the pending state stays on. */
export function useStartCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startCheckout,
    onSuccess: (redirectUrl) => window.location.assign(redirectUrl),
    onError: (error) => {
      toast.error(messageOf(error), { duration: 8000 });
      // A stock conflict means the cart's live figures are out of date: re-read them.
      if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: ['products'] });
    },
  });
}
