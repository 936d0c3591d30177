/**
 * An order's shipment as staff see it (decision 032; admin spec §2 dispatch, origin and return
 * centres): the courier's centres for its pincode, the shipment's state with its waybill, and for
 * a shipment the courier refused, its reason and a Retry that books it again (POST /order/shipment).
 */
import { Badge, type BadgeTone } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { toast } from '../../../../components/ui/toast';
import type { AdminOrder } from '../api/list-orders';
import { useRetryShipment } from '../api/retry-shipment';

const STATES: Record<NonNullable<AdminOrder['shipment']>['status'], { label: string; tone: BadgeTone }> = {
  creating: { label: 'Booking', tone: 'sky' },
  created: { label: 'Booked', tone: 'green' },
  failed: { label: 'Shipment failed', tone: 'red' },
  cancelled: { label: 'Shipment cancelled', tone: 'slate' },
};

type ShipmentFacts = Pick<AdminOrder, '_id' | 'shipment' | 'dispatchCenter' | 'originCenter' | 'returnCenter'>;

/** `showCentres` false where the dispatch centre has its own column (the table). */
export function OrderShipment({ order, showCentres = true }: { order: ShipmentFacts; showCentres?: boolean }) {
  const retry = useRetryShipment();
  const { shipment } = order;

  async function onRetry() {
    try {
      const reply = await retry.mutateAsync(order._id);
      if (reply.data.shipment.status === 'created') toast.success(reply.message ?? 'Shipment booked');
      else toast.error(reply.message ?? 'The courier did not take the shipment');
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Could not retry the shipment. Please try again.');
    }
  }

  return (
    <div className="mt-1 max-w-44 space-y-1 text-xs text-slate-500 empty:hidden">
      {showCentres && order.dispatchCenter && (
        <p
          className="max-w-44 break-words"
          title={`Origin ${order.originCenter ?? '—'} · Return ${order.returnCenter ?? '—'}`}
        >
          Dispatch: {order.dispatchCenter}
        </p>
      )}
      {shipment && (
        <div className="flex flex-wrap items-center gap-1.5">
          <Badge tone={STATES[shipment.status].tone}>{STATES[shipment.status].label}</Badge>
          {shipment.waybill && <span className="font-mono text-slate-700">{shipment.waybill}</span>}
        </div>
      )}
      {shipment?.status === 'failed' && (
        <>
          <p className="text-red-700">{shipment.lastError}</p>
          <Button
            variant="secondary"
            size="sm"
            isLoading={retry.isPending}
            onClick={() => void onRetry()}
            aria-label={`Retry shipment of order ${order._id.slice(-6).toUpperCase()}`}
          >
            Retry
          </Button>
        </>
      )}
    </div>
  );
}
