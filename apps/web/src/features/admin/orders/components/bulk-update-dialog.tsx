/**
 * The Bulk Update modal (admin spec §2 "Select-all and per-order checkboxes open a Bulk Update
 * modal", §5, §8; issue 10): one status for the selected orders. Unusual changes are confirmed
 * first, as in the single Update Order Status modal (one question per kind of change). The server
 * changes each order on its own (POST /order/bulk-update-status); the toasts say how many were
 * updated and how many failed, and the modal lists each failure with its reason.
 */
import { shortId, type OrderStatus } from '@shop/domain/orders/order-status.rules';
import { useId } from 'react';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';
import { SelectField } from '../../../../components/ui/select';
import { OrderStatusBadge } from '../../../../components/ui/status-badge';
import type { AdminOrder } from '../api/list-orders';
import { useBulkUpdate } from '../hooks/use-bulk-update';
import { statusOptions, unusualChanges } from '../lib/bulk-status';
import { BulkUpdateOutcome } from './bulk-update-outcome';

interface BulkUpdateDialogProps {
  orders: AdminOrder[];
  onClose: () => void;
  /** After the server answered: the ids that changed, so the page can unselect them. */
  onDone: (updatedIds: string[]) => void;
}

/** The modal for the selected orders; it keeps them as they were when it opened. */
export function BulkUpdateDialog({ orders: selectedOrders, onClose, onDone }: BulkUpdateDialogProps) {
  const { orders, status, setStatus, outcome, bulk, role, blocked, onSubmit } = useBulkUpdate(
    selectedOrders,
    onClose,
    onDone,
  );
  const formId = useId();
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
        <BulkUpdateOutcome outcome={outcome} orders={orders} />
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
