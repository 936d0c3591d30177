/**
 * Returning an order from Your Orders (shopper spec §4 Return; issue 26): the Return button (and
 * its form) on a delivered order inside the store's return window, 'Return Request Submitted'
 * once a request is made (with Return Other Items while units are left and the window lasts), and
 * the spec's 'Return period has expired…' note after the window.
 */
import type { Order } from '@shop/domain/orders/order.responses';
import { useState } from 'react';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { usePublicSettings } from '../../../../shared/settings/get-public-settings';
import { orderReturnOffer } from '../../lib/return-eligibility';
import { ReturnFormModal } from './return-form-modal';

function useReturnOffer(order: Order) {
  const { returnWindowDays } = usePublicSettings();
  return orderReturnOffer(order, new Date(), returnWindowDays);
}

/** The card's return control: Return, or the Submitted badge (and Return Other Items); nothing otherwise. */
export function OrderReturnAction({ order }: { order: Order }) {
  const offer = useReturnOffer(order);
  const [open, setOpen] = useState(false);
  if (offer.kind === 'none' || offer.kind === 'expired') return null;
  return (
    <>
      {offer.kind === 'submitted' && (
        <Badge tone="indigo" className="self-center">
          Return Request Submitted
        </Badge>
      )}
      {(offer.kind === 'open' || offer.more) && (
        <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
          {offer.kind === 'open' ? 'Return' : 'Return Other Items'}
        </Button>
      )}
      {open && <ReturnFormModal order={order} onClose={() => setOpen(false)} />}
    </>
  );
}

/** The note on a delivered order whose return window has passed (shopper spec §8). */
export function OrderReturnNote({ order, className = '' }: { order: Order; className?: string }) {
  const offer = useReturnOffer(order);
  if (offer.kind !== 'expired') return null;
  return <p className={`text-sm text-slate-600 ${className}`}>{offer.message}</p>;
}
