/** POST /order/my-tracking: the signed-in customer's orders with their timelines, newest first; refreshed every 30 s while auto-refresh is on. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrackingView } from '@shop/domain/orders/order-tracking.responses';
import { api } from '../../../lib/api-client';
import { TRACKING_REFRESH_MS } from './track-guest-order';

export async function getMyTracking(): Promise<TrackingView[]> {
  return (await api.call('POST /order/my-tracking')).orders;
}

export const myTrackingQueryOptions = () => queryOptions({ queryKey: ['account', 'tracking'], queryFn: getMyTracking });

export function useMyTracking(enabled: boolean, autoRefresh: boolean) {
  return useQuery({ ...myTrackingQueryOptions(), enabled, refetchInterval: autoRefresh ? TRACKING_REFRESH_MS : false });
}
