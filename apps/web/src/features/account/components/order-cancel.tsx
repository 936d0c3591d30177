/**
 * Cancel Order in an order's detail (shopper spec §4): offered for Pending, Confirmed or Processing
 * orders within the store's cancel window, after a confirmation; other orders show why they cannot
 * be cancelled (shipped, cancelled, delivered, or the window has passed).
 */
import { useState } from 'react';
import { customerCancelRefusal } from '@shop/domain/orders/order-cancel.rules';
import type { Order } from '@shop/domain/orders/order.responses';
import { Button } from '../../../components/ui/button';
import { usePublicSettings } from '../../../shared/settings/get-public-settings';
import { useCancelOrder } from '../api/cancel-order';

export function OrderCancel({ order }: { order: Order }) {
  const { cancelWindowHours } = usePublicSettings();
  const cancel = useCancelOrder();
  const [confirming, setConfirming] = useState(false);
  const refusal = customerCancelRefusal(order.status, new Date(order.created_at), new Date(), cancelWindowHours);
  // A returned order has its own story (the return); every other refusal is said as a note.
  if (refusal) return order.status === 'Returned' ? null : <p className="mt-4 text-sm text-slate-600">{refusal}</p>;
  if (!confirming) {
    return (
      <div className="mt-4 flex justify-end">
        <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
          Cancel Order
        </Button>
      </div>
    );
  }
  return (
    <div
      role="group"
      aria-label="Cancel this order"
      className="mt-4 flex flex-wrap items-center justify-end gap-3 rounded-lg bg-red-50 p-3 text-sm"
    >
      <p className="mr-auto text-red-800">
        Cancel this order? Its items go back to stock and any coupon can be used again.
        {order.payment_status === 'Paid' && ' Your payment will be refunded.'}
      </p>
      <Button variant="secondary" size="sm" onClick={() => setConfirming(false)} disabled={cancel.isPending}>
        Keep Order
      </Button>
      <Button
        variant="danger"
        size="sm"
        isLoading={cancel.isPending}
        onClick={() => cancel.mutate(order._id, { onSettled: () => setConfirming(false) })}
      >
        Yes, Cancel Order
      </Button>
    </div>
  );
}
