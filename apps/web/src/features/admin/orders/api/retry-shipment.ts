/** POST /order/shipment (staff) — books or retries a paid order's shipment; resolves with the server's message (decision 032). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiData, type ApiReply } from '../../../../lib/api-client';
import { ordersKey } from './list-orders';

export type ShipmentResult = ApiData<'POST /order/shipment'>;

export function retryShipment(orderId: string): Promise<ApiReply<ShipmentResult>> {
  return api.callWithMessage('POST /order/shipment', { body: { orderId } });
}

export function useRetryShipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryShipment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersKey }),
  });
}
