/**
 * The Bulk Update modal's state (admin spec §5, §8; issue 10): the orders as they were when it
 * opened, the chosen status, the server's outcome, and the submit that confirms unusual changes,
 * sends POST /order/bulk-update-status and toasts how many were updated and how many failed.
 */
import { unusualChangeWarning, type OrderStatus } from '@shop/domain/orders/order-status.rules';
import { SELECT_ORDERS_AND_STATUS } from '@shop/domain/orders/order.schemas';
import { useState, type FormEvent } from 'react';
import { toast } from '../../../../components/ui/toast';
import { hasErrorCode } from '../../../../lib/api-client';
import { isSignInError } from '../../../../lib/session-lost';
import { useBulkUpdateOrderStatus, type BulkStatusData } from '../api/bulk-update-order-status';
import type { AdminOrder } from '../api/list-orders';
import { useStaffActor } from '../../shell/hooks/use-staff-actor';
import { blockedCount, unusualChanges } from '../lib/bulk-status';
import { orderUpdateErrorMessage, SESSION_EXPIRED_MESSAGE } from '../lib/order-update-error';

export const BULK_UPDATE_FAILED = 'Bulk update failed';

/**
 * Takes the selected orders, onClose and onDone (the ids that changed); gives the orders, the status
 * and its setter, the outcome (set when some failed), the mutation, the staff role, the refused count and the submit.
 */
export function useBulkUpdate(
  selectedOrders: AdminOrder[],
  onClose: () => void,
  onDone: (updatedIds: string[]) => void,
) {
  // The orders as they were when the modal opened: the list may reload under it.
  const [orders] = useState(selectedOrders);
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [outcome, setOutcome] = useState<BulkStatusData | null>(null);
  const bulk = useBulkUpdateOrderStatus();
  const role = useStaffActor();
  const blocked = status ? blockedCount(orders, status, role) : 0;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (bulk.isPending) return;
    if (orders.length === 0 || !status) {
      toast.error(SELECT_ORDERS_AND_STATUS);
      return;
    }
    for (const from of unusualChanges(orders, status)) if (!window.confirm(unusualChangeWarning(from, status))) return;
    try {
      const result = await bulk.mutateAsync({ orderIds: orders.map((order) => order._id), status });
      if (result.updated > 0) toast.success(`${result.updated} orders updated successfully!`);
      if (result.failed > 0) toast.warning(`${result.failed} orders failed to update`);
      onDone(result.results.filter((r) => r.ok).map((r) => r.orderId));
      if (result.failed === 0) onClose();
      else setOutcome(result);
    } catch (error) {
      if (isSignInError(error)) {
        // The admin login opens a moment later (app/session-lost-handler.tsx).
        toast.error(SESSION_EXPIRED_MESSAGE);
        onClose();
        return;
      }
      // The server's own reason for refused input, the spec's permission text when forbidden, else 'Bulk update failed'.
      if (hasErrorCode(error, 'VALIDATION_FAILED', 'BAD_REQUEST') && error.message) toast.error(error.message);
      else if (hasErrorCode(error, 'FORBIDDEN')) toast.error(orderUpdateErrorMessage(error));
      else toast.error(BULK_UPDATE_FAILED);
    }
  }

  return { orders, status, setStatus, outcome, bulk, role, blocked, onSubmit };
}
