/**
 * The Bulk Update modal (admin spec §2 "Select-all and per-order checkboxes open a Bulk Update
 * modal", §5, §8; issue 10): one status for the selected orders. Unusual changes are confirmed
 * first, as in the single Update Order Status modal (one question per kind of change). The server
 * changes each order on its own (POST /order/bulk-update-status); the toasts say how many were
 * updated and how many failed, and the modal lists each failure with its reason.
 */
import { isUnusualTransition, nextOrderStatuses, type StaffActor } from '@shop/domain/orders/order-lifecycle';
import { ORDER_STATUSES, shortId, unusualChangeWarning, type OrderStatus } from '@shop/domain/orders/order-status';
import { SELECT_ORDERS_AND_STATUS } from '@shop/domain/orders/order.schemas';
import { useId, useState, type FormEvent } from 'react';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';
import { SelectField } from '../../../../components/ui/select';
import { OrderStatusBadge } from '../../../../components/ui/status-badge';
import { toast } from '../../../../components/ui/toast';
import { hasErrorCode } from '../../../../lib/api-client';
import { isSignInError } from '../../../../lib/session-lost';
import { useBulkUpdateOrderStatus, type BulkStatusData } from '../api/bulk-update-order-status';
import type { AdminOrder } from '../api/list-orders';
import { useStaffActor } from '../../shell/hooks/use-staff-actor';
import { orderUpdateErrorMessage, SESSION_EXPIRED_MESSAGE } from '../lib/order-update-error';

export const BULK_UPDATE_FAILED = 'Bulk update failed';

interface BulkUpdateDialogProps {
  orders: AdminOrder[];
  onClose: () => void;
  /** After the server answered: the ids that changed, so the page can unselect them. */
  onDone: (updatedIds: string[]) => void;
}

/** The statuses at least one of `orders` may move to for `role`, in the lifecycle's order (the others are reported as refused). */
function statusOptions(orders: AdminOrder[], role: StaffActor | undefined) {
  const reachable = new Set(role ? orders.flatMap((order) => nextOrderStatuses(order.status, role)) : []);
  return [
    { value: '', label: 'Choose a status' },
    ...ORDER_STATUSES.filter((s) => reachable.has(s)).map((s) => ({ value: s, label: s })),
  ];
}

/** The unusual changes among these orders to `status`, one per old status (spec §4). */
function unusualChanges(orders: AdminOrder[], status: OrderStatus): OrderStatus[] {
  return [...new Set(orders.map((order) => order.status))].filter((from) => isUnusualTransition(from, status));
}

/** How many of `orders` cannot take the step to `status` for `role` (the server refuses them one by one). */
function blockedCount(orders: AdminOrder[], status: OrderStatus, role: StaffActor | undefined): number {
  return role
    ? orders.filter((order) => order.status !== status && !nextOrderStatuses(order.status, role).includes(status))
        .length
    : 0;
}

export function BulkUpdateDialog({ orders: selectedOrders, onClose, onDone }: BulkUpdateDialogProps) {
  // The orders as they were when the modal opened: the list may reload under it.
  const [orders] = useState(selectedOrders);
  const formId = useId();
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [outcome, setOutcome] = useState<BulkStatusData | null>(null);
  const bulk = useBulkUpdateOrderStatus();
  const nameOf = new Map(orders.map((order) => [order._id, order]));
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

  const failures = outcome?.results.filter((r) => !r.ok) ?? [];
  return (
    <Modal
      title="Bulk Update"
      onClose={onClose}
      size="lg"
      description={`${orders.length} ${orders.length === 1 ? 'order' : 'orders'} selected`}
      footer={
        outcome ? (
          <Button onClick={onClose}>Done</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" form={formId} isLoading={bulk.isPending}>
              Apply
            </Button>
          </>
        )
      }
    >
      {outcome ? (
        <div className="space-y-3" role="status">
          <p className="text-sm text-slate-700">
            <span className="font-medium text-green-700">{outcome.updated} updated</span> ·{' '}
            <span className="font-medium text-red-700">{outcome.failed} failed</span>. The orders that failed were not
            changed.
          </p>
          <ul aria-label="Orders that failed" className="divide-y divide-slate-100 rounded-lg ring-1 ring-red-200">
            {failures.map((failure) => (
              <li
                key={failure.orderId}
                className="flex flex-col gap-0.5 px-3 py-2 text-sm sm:flex-row sm:items-baseline sm:gap-3"
              >
                <span className="font-mono font-semibold text-slate-900">#{shortId(failure.orderId, 6)}</span>
                <span className="text-slate-600">{nameOf.get(failure.orderId)?.name}</span>
                <span className="text-red-700 sm:ml-auto">{failure.message}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <form id={formId} onSubmit={(event) => void onSubmit(event)} className="space-y-4">
          <ul
            aria-label="Selected orders"
            className="max-h-56 divide-y divide-slate-100 overflow-y-auto rounded-lg ring-1 ring-slate-200"
          >
            {orders.map((order) => (
              <li key={order._id} className="flex items-center gap-3 px-3 py-2 text-sm">
                <span className="font-mono font-semibold text-slate-900">#{shortId(order._id, 6)}</span>
                <span className="min-w-0 flex-1 truncate text-slate-600">{order.name}</span>
                <OrderStatusBadge status={order.status} />
              </li>
            ))}
          </ul>
          <SelectField
            label="New status"
            data-autofocus
            value={status}
            onChange={(event) => setStatus(event.target.value as OrderStatus | '')}
            options={statusOptions(orders, role)}
          />
          {blocked > 0 && (
            <p className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-600">
              {blocked} of the selected orders cannot go to {status}; they will be left as they are and listed with the
              reason.
            </p>
          )}
          {status && unusualChanges(orders, status).length > 0 && (
            <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-800">
              Moving {unusualChanges(orders, status).join(' or ')} orders to {status} is unusual; you will be asked to
              confirm.
            </p>
          )}
          {orders.length === 0 && <Badge tone="amber">No orders selected</Badge>}
        </form>
      )}
    </Modal>
  );
}
