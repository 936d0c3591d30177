/**
 * Track by Order ID (shopper spec §2 Track order, §5, §8): order id (full or the 8-character short
 * id) and the order's e-mail or phone, both required and trimmed ('Please fill in all fields'). A
 * found order shows its tracking view, refreshed every 30 s while Auto refresh is on; a miss shows
 * the server's 404 text, any other failure 'Failed to track order'. `?order=` (the sandbox courier's
 * tracking link, decision 032) fills in the order id; the contact is still asked for.
 */
import { TRACK_FAILED, TRACK_FIELDS_REQUIRED, TRACK_FOUND } from '@shop/domain/orders/order-tracking.rules';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { InputField } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import { hasErrorCode } from '../../../lib/api-client';
import { trackGuestQueryOptions, useTrackGuestOrder, type GuestLookup } from '../api/track-guest-order';
import { AutoRefreshToggle } from '../../../shared/orders/auto-refresh-toggle';
import { TrackingCard } from './tracking-card';

/** The server's words for a refusal it explains (bad input, not found, too many tries), else the spec's fallback. */
function failureMessage(error: unknown): string {
  return hasErrorCode(error, 'VALIDATION_FAILED', 'BAD_REQUEST', 'NOT_FOUND', 'RATE_LIMITED')
    ? error.message
    : TRACK_FAILED;
}

export function GuestTracking() {
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const [orderId, setOrderId] = useState(() => (searchParams.get('order') ?? '').slice(0, 64));
  const [contactInfo, setContactInfo] = useState('');
  const [error, setError] = useState('');
  const [searching, setSearching] = useState(false);
  const [lookup, setLookup] = useState<GuestLookup | null>(null);
  const [autoRefresh, setAutoRefresh] = useState(true);
  const tracked = useTrackGuestOrder(lookup, autoRefresh);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next = { orderId: orderId.trim(), contactInfo: contactInfo.trim() };
    if (!next.orderId || !next.contactInfo) {
      setError(TRACK_FIELDS_REQUIRED);
      return;
    }
    setSearching(true);
    setError('');
    try {
      await queryClient.fetchQuery(trackGuestQueryOptions(next));
      setLookup(next);
      toast.success(TRACK_FOUND);
    } catch (failure) {
      setLookup(null);
      setError(failureMessage(failure));
    } finally {
      setSearching(false);
    }
  }

  return (
    <div className="space-y-6">
      <form
        onSubmit={submit}
        noValidate
        className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[1fr_1fr_auto] sm:items-end sm:p-5"
      >
        <InputField
          label="Order ID"
          name="orderId"
          value={orderId}
          onChange={(e) => setOrderId(e.target.value)}
          placeholder="e.g. 65E0FED1"
          maxLength={64}
          autoComplete="off"
        />
        <InputField
          label="Email or phone"
          name="contactInfo"
          value={contactInfo}
          onChange={(e) => setContactInfo(e.target.value)}
          placeholder="Used when ordering"
          maxLength={254}
          autoComplete="email"
        />
        <Button type="submit" isLoading={searching} className="sm:mb-px">
          Track Order
        </Button>
        {error && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 sm:col-span-3">
            {error}
          </p>
        )}
        <p className="text-xs text-slate-500 sm:col-span-3">
          Your order ID is in your confirmation e-mail: the full ID or its last 8 characters.
        </p>
      </form>
      {lookup && tracked.data && (
        <section aria-label="Tracking result" className="space-y-3">
          <div className="flex justify-end">
            <AutoRefreshToggle checked={autoRefresh} onChange={setAutoRefresh} fetching={tracked.isFetching} />
          </div>
          <TrackingCard order={tracked.data} />
        </section>
      )}
    </div>
  );
}
