/** POST /order/shipment (staff) — books or retries a paid order's shipment; resolves with the server's message (decision 032). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { shipmentData } from '@shop/domain/orders/shipment.schemas';
import { api, type ApiReply } from '../../../../lib/api-client';
import { ordersKey } from './list-orders';

export type ShipmentResult = z.infer<typeof shipmentData>;

export function retryShipment(orderId: string): Promise<ApiReply<ShipmentResult>> {
  return api.postWithMessage<ShipmentResult>('/order/shipment', { orderId });
}

export function useRetryShipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryShipment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersKey }),
  });
}
