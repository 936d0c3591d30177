/**
 * The status dropdown of a bulk order (admin spec §2, §8 "Bulk orders"): choosing a status sends
 * POST /order/{id}/update-status at once. It offers only the steps the order lifecycle allows
 * (order-lifecycle.rules.ts); an unusual one (cancelling a paid order, a correction backwards) is
 * confirmed first. Toasts say how it went; a lost
 * session opens the admin login after 2 seconds.
 */
import { BULK_ORDER_STATUS_UPDATED } from '@shop/domain/orders/bulk-orders.schemas';
import { isUnusualTransition, nextOrderStatuses } from '@shop/domain/orders/order-lifecycle.rules';
import { unusualChangeWarning, type OrderStatus } from '@shop/domain/orders/order-status.rules';
import { SelectField } from '../../../../components/ui/select';
import { toast } from '../../../../components/ui/toast';
import type { AdminOrder } from '../../orders/api/list-orders';
import { useUpdateBulkOrderStatus } from '../api/update-bulk-order-status';
import { useStaffActor } from '../../shell/hooks/use-staff-actor';
import { bulkStatusErrorMessage } from '../lib/bulk-order-errors';

export function BulkOrderStatus({ order }: { order: AdminOrder }) {
  const update = useUpdateBulkOrderStatus();
  const role = useStaffActor();
  // Only the steps the lifecycle allows this role from the order's status (issue 26).
  const options = [order.status, ...(role ? nextOrderStatuses(order.status, role) : [])];

  async function change(status: OrderStatus) {
    if (status === order.status || update.isPending) return;
    if (isUnusualTransition(order.status, status) && !window.confirm(unusualChangeWarning(order.status, status)))
      return;
    try {
      await update.mutateAsync({ orderId: order._id, status });
      toast.success(BULK_ORDER_STATUS_UPDATED);
    } catch (error) {
      toast.error(bulkStatusErrorMessage(error));
    }
  }

  return (
    <SelectField
      label="Order status"
      options={options}
      // While the change is on its way the dropdown shows the status chosen.
      value={update.isPending && update.variables ? update.variables.status : order.status}
      disabled={update.isPending}
      aria-busy={update.isPending || undefined}
      onChange={(e) => void change(e.target.value as OrderStatus)}
    />
  );
}
