/**
 * The order's shipment (decision 032): courier, state, waybill, tracking link, the courier's
 * reason when it refused the parcel with a Retry (POST /order/shipment), and its tracking events.
 */
import type { OrderDetail } from '../api/get-order-detail';
import { Badge, type BadgeTone } from '../../../../components/ui/badge';
import { TrackingLink } from '../../../../shared/orders/tracking-link';
import { Button } from '../../../../components/ui/button';
import { toast } from '../../../../components/ui/toast';
import { formatDateTime } from '../../../../lib/format';
import { useRetryShipment } from '../../orders/api/retry-shipment';
import { DetailSection, Fact } from './detail-section';

type Shipment = NonNullable<OrderDetail['shipment']>;

const STATES: Record<Shipment['status'], { label: string; tone: BadgeTone }> = {
  creating: { label: 'Booking', tone: 'sky' },
  created: { label: 'Booked', tone: 'green' },
  failed: { label: 'Shipment failed', tone: 'red' },
  cancelled: { label: 'Shipment cancelled', tone: 'slate' },
};

function RetryShipment({ orderId }: { orderId: string }) {
  const retry = useRetryShipment();
  async function onRetry() {
    try {
      const reply = await retry.mutateAsync(orderId);
      if (reply.data.shipment.status === 'created') toast.success(reply.message ?? 'Shipment booked');
      else toast.error(reply.message ?? 'The courier did not take the shipment');
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Could not retry the shipment. Please try again.');
    }
  }
  return (
    <Button variant="secondary" size="sm" isLoading={retry.isPending} onClick={() => void onRetry()}>
      Retry shipment
    </Button>
  );
}

function Events({ events }: { events: Shipment['events'] }) {
  if (events.length === 0) return <p className="mt-4 text-sm text-slate-500">No tracking events yet.</p>;
  return (
    <ol className="mt-4 space-y-3 border-l-2 border-slate-200 pl-4">
      {[...events].reverse().map((event) => (
        <li key={`${event.code}-${event.at ?? ''}`} className="relative">
          <span
            aria-hidden
            className="absolute -left-[1.4rem] top-1.5 size-2.5 rounded-full bg-brand-600 ring-2 ring-white"
          />
          <p className="text-sm font-medium text-slate-900">{event.label}</p>
          <p className="text-xs text-slate-500">
            {event.at ? formatDateTime(event.at) : 'Time not reported'}
            {event.location && ` · ${event.location}`}
          </p>
        </li>
      ))}
    </ol>
  );
}

export function OrderShipmentSection({ orderId, shipment }: { orderId: string; shipment: OrderDetail['shipment'] }) {
  if (!shipment) {
    return (
      <DetailSection title="Shipment">
        <p className="text-sm text-slate-500">No shipment yet: the courier is booked when the order is paid.</p>
      </DetailSection>
    );
  }
  const state = STATES[shipment.status];
  return (
    <DetailSection title="Shipment" aside={<Badge tone={state.tone}>{state.label}</Badge>}>
      <dl className="grid gap-4 sm:grid-cols-2">
        <Fact label="Courier">
          <span className="capitalize">{shipment.courier}</span>
        </Fact>
        <Fact label="Waybill">{shipment.waybill && <span className="font-mono">{shipment.waybill}</span>}</Fact>
        <Fact label="Booked on">{formatDateTime(shipment.created_at)}</Fact>
        <Fact label="Tracking">
          <TrackingLink
            url={shipment.trackingUrl}
            className="break-all text-brand-700 underline-offset-2 hover:underline"
          >
            Open tracking page
          </TrackingLink>
        </Fact>
      </dl>
      {shipment.status === 'failed' && (
        <div
          role="status"
          className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-lg bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200"
        >
          <span className="min-w-0 break-words">{shipment.lastError ?? 'The courier did not take the shipment.'}</span>
          <RetryShipment orderId={orderId} />
        </div>
      )}
      <Events events={shipment.events} />
    </DetailSection>
  );
}
