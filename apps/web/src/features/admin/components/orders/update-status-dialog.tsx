/** The Update Order Status modal: choose a status, confirm unusual changes, save (admin spec §2, §4, §8). */
import { isUnusualStatusChange, ORDER_STATUSES, shortId, unusualChangeWarning, type OrderStatus } from '@shop/domain/orders/order-status';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '../../../../components/ui/toast';
import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';
import { SelectField } from '../../../../components/ui/select';
import { ApiError } from '../../../../lib/api-client';
import type { AdminOrder } from '../../api/list-orders';
import { useUpdateOrderStatus } from '../../api/update-order-status';
import { useSessionExpired } from '../../hooks/use-session-expired';
import { orderUpdateErrorMessage } from '../../lib/order-update-error';

interface UpdateStatusDialogProps {
  order: AdminOrder;
  onClose: () => void;
}

export function UpdateStatusDialog({ order, onClose }: UpdateStatusDialogProps) {
  const formId = useId();
  const [status, setStatus] = useState<OrderStatus>(order.status);
  const update = useUpdateOrderStatus();
  const sessionExpired = useSessionExpired();
  const unchanged = status === order.status;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (unchanged || update.isPending) return;
    if (isUnusualStatusChange(order.status, status) && !window.confirm(unusualChangeWarning(order.status, status))) return;
    try {
      const result = await update.mutateAsync({ orderId: order._id, status });
      toast.success(`Order status updated to ${result.order?.status ?? status} successfully!`);
      onClose();
    } catch (error) {
      toast.error(orderUpdateErrorMessage(error));
      if (error instanceof ApiError && error.status === 401) {
        onClose();
        sessionExpired();
      }
    }
  }

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
        <SelectField label="Status" data-autofocus value={status} onChange={(event) => setStatus(event.target.value as OrderStatus)} options={ORDER_STATUSES} />
        {!unchanged && isUnusualStatusChange(order.status, status) && (
          <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-800">
            Moving an order from {order.status} to {status} is unusual; you will be asked to confirm.
          </p>
        )}
      </form>
    </Modal>
  );
}
