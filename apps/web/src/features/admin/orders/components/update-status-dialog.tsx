/**
 * The Update Order Status modal (admin spec §2, §4, §8; issue 26): offers only the steps the
 * order lifecycle allows the signed-in role from the order's status, says how the others are
 * reached (a delivered order is returned, not cancelled), confirms unusual ones with the spec's
 * warning, and shows the server's message when it refuses.
 */
import { isUnusualTransition, nextOrderStatuses, statusChangeHint } from '@shop/domain/orders/order-lifecycle.rules';
import { shortId, unusualChangeWarning, type OrderStatus } from '@shop/domain/orders/order-status.rules';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '../../../../components/ui/toast';
import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';
import { SelectField } from '../../../../components/ui/select';
import { isSignInError } from '../../../../lib/session-lost';
import type { AdminOrder } from '../api/list-orders';
import { useUpdateOrderStatus } from '../api/update-order-status';
import { useStaffActor } from '../../shell/hooks/use-staff-actor';
import { orderUpdateErrorMessage } from '../lib/order-update-error';

interface UpdateStatusDialogProps {
  order: AdminOrder;
  onClose: () => void;
}

export function UpdateStatusDialog({ order, onClose }: UpdateStatusDialogProps) {
  const formId = useId();
  const role = useStaffActor();
  const next = role ? nextOrderStatuses(order.status, role) : [];
  const [status, setStatus] = useState<OrderStatus>(order.status);
  const update = useUpdateOrderStatus();
  const unchanged = status === order.status;
  const hint = statusChangeHint(order.status);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (unchanged || update.isPending) return;
    if (isUnusualTransition(order.status, status) && !window.confirm(unusualChangeWarning(order.status, status)))
      return;
    try {
      const result = await update.mutateAsync({ orderId: order._id, status });
      toast.success(`Order status updated to ${result.order?.status ?? status} successfully!`);
      onClose();
    } catch (error) {
      toast.error(orderUpdateErrorMessage(error));
      // The admin login opens a moment later (app/session-lost-handler.tsx).
      if (isSignInError(error)) onClose();
    }
  }

  const options = [
    { value: order.status, label: `${order.status} (current)` },
    ...next.map((s) => ({ value: s, label: s })),
  ];
  return (
    <Modal
      title="Update Order Status"
      onClose={onClose}
      description={
        <>
          Order <span className="font-mono font-medium text-slate-700">#{shortId(order._id, 6)}</span> · {order.name}
        </>
      }
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} isLoading={update.isPending} disabled={unchanged}>
            Update Status
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        <p className="text-sm text-slate-600">
          Current status: <span className="font-medium text-slate-900">{order.status}</span>
        </p>
        <SelectField
          label="Status"
          data-autofocus
          value={status}
          onChange={(event) => setStatus(event.target.value as OrderStatus)}
          options={options}
        />
        {role && next.length === 0 && (
          <p className="text-sm text-slate-600">
            No status change is open to you for a {order.status.toLowerCase()} order.
          </p>
        )}
        {hint && <p className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-600">{hint}</p>}
        {!unchanged && isUnusualTransition(order.status, status) && (
          <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-800">
            Moving an order from {order.status} to {status} is unusual; you will be asked to confirm.
          </p>
        )}
      </form>
    </Modal>
  );
}
