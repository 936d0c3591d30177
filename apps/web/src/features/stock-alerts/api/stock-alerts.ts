/**
 * The back-in-stock alert calls (issue 29): ask for one, the signed-in customer's own, stop one,
 * and the mailed links' confirm and unsubscribe.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StockAlertBody } from '@shop/domain/stock-alerts/stock-alerts.schemas';
import { api } from '../../../lib/api-client';

const myAlertsKey = ['account', 'stock-alerts'] as const;

/** GET /stock-alerts/mine, only while a customer is signed in. */
export function useMyAlerts(signedIn: boolean) {
  return useQuery({
    queryKey: myAlertsKey,
    queryFn: async () => (await api.call('GET /stock-alerts/mine')).alerts,
    enabled: signedIn,
  });
}

/** POST /stock-alerts: the alert and the server's sentence about it. */
export function useRequestAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StockAlertBody) => api.callWithMessage('POST /stock-alerts', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myAlertsKey }),
  });
}

/** POST /stock-alerts/{id}/cancel */
export function useCancelAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call('POST /stock-alerts/:id/cancel', { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myAlertsKey }),
  });
}

/** POST /stock-alerts/confirm with the token of the guest's mail. */
export function useConfirmAlert() {
  return useMutation({
    mutationFn: (token: string) => api.call('POST /stock-alerts/confirm', { body: { token } }),
  });
}

/** POST /stock-alerts/unsubscribe with the token of any alert mail. */
export function useUnsubscribeAlerts() {
  return useMutation({
    mutationFn: (token: string) => api.call('POST /stock-alerts/unsubscribe', { body: { token } }),
  });
}

/** POST /admin/stock-alerts/waiting: customers waiting for each of `productIds` (staff screens; at most 100 ids). */
export function useWaitingCounts(productIds: readonly string[]) {
  return useQuery({
    queryKey: ['admin', 'stock-alerts', 'waiting', ...productIds],
    queryFn: async () =>
      (await api.call('POST /admin/stock-alerts/waiting', { body: { productIds: [...productIds] } })).waiting,
    enabled: productIds.length > 0,
  });
}
