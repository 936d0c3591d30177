/**
 * POST /order/track-guest (shopper spec §7): the order's tracking view for a guest who gives its id
 * (full or 8-character short id) and the order's e-mail or phone. Refreshed every 30 s while the
 * page's auto-refresh is on; a 404 reads the spec's 'Order not found or contact information does not match'.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TrackingView } from '@shop/domain/orders/order-tracking.responses';
import { api, type ApiBody } from '../../../lib/api-client';

/** How often an open tracking view asks again (spec §2 Track order: live tracking). */
export const TRACKING_REFRESH_MS = 30_000;

/** A guest's lookup: the order's id and its e-mail or phone. */
export type GuestLookup = ApiBody<'POST /order/track-guest'>;

export async function trackGuestOrder(lookup: GuestLookup): Promise<TrackingView> {
  return (await api.call('POST /order/track-guest', { body: lookup })).order;
}

export const trackGuestQueryOptions = (lookup: GuestLookup) =>
  queryOptions({
    queryKey: ['tracking', 'guest', lookup.orderId, lookup.contactInfo],
    queryFn: () => trackGuestOrder(lookup),
    retry: false,
    staleTime: TRACKING_REFRESH_MS / 2,
  });

/** The view for `lookup` (nothing until one is submitted); polls every 30 s when `autoRefresh`. */
export function useTrackGuestOrder(lookup: GuestLookup | null, autoRefresh: boolean) {
  return useQuery({
    ...trackGuestQueryOptions(lookup ?? { orderId: '', contactInfo: '' }),
    enabled: lookup !== null,
    refetchInterval: autoRefresh ? TRACKING_REFRESH_MS : false,
    placeholderData: keepPreviousData,
  });
}
