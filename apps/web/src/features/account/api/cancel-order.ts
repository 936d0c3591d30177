/**
 * The customer cancels their own order: POST /order/{id}/cancel { reason } (shopper spec §4, §7).
 * The server gives the units and the coupon's use back; the orders list is re-read.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@shop/domain/orders/order.responses';
import { toast } from '../../../components/ui/toast';
import { api } from '../../../lib/api-client';

export async function cancelOrder(orderId: string, reason?: string): Promise<Order> {
  const data = await api.call('POST /order/:id/cancel', { params: { id: orderId }, body: reason ? { reason } : {} });
  return data.order;
}

/** Cancels an order; 'Order cancelled successfully!' or the server's reason ('Failed to cancel order' without one). */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => cancelOrder(orderId),
    onSuccess: () => {
      toast.success('Order cancelled successfully!');
      void queryClient.invalidateQueries({ queryKey: ['account', 'orders'] });
      void queryClient.invalidateQueries({ queryKey: ['products'] });
    },
    onError: (error) => toast.error(error.message || 'Failed to cancel order'),
  });
}
