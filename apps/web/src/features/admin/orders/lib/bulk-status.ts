/**
 * What the Bulk Update modal works out from the selected orders (admin spec §4, §5; issue 10): the
 * statuses they may move to, the unusual changes to confirm, and how many the server will refuse.
 */
import { isUnusualTransition, nextOrderStatuses, type StaffActor } from '@shop/domain/orders/order-lifecycle.rules';
import { ORDER_STATUSES, type OrderStatus } from '@shop/domain/orders/order-status.rules';
import type { AdminOrder } from '../api/list-orders';

/** The statuses at least one of `orders` may move to for `role`, in the lifecycle's order (the others are reported as refused). */
export function statusOptions(orders: AdminOrder[], role: StaffActor | undefined) {
  const reachable = new Set(role ? orders.flatMap((order) => nextOrderStatuses(order.status, role)) : []);
  return [
    { value: '', label: 'Choose a status' },
    ...ORDER_STATUSES.filter((s) => reachable.has(s)).map((s) => ({ value: s, label: s })),
  ];
}

/** The unusual changes among these orders to `status`, one per old status (spec §4). */
export function unusualChanges(orders: AdminOrder[], status: OrderStatus): OrderStatus[] {
  return [...new Set(orders.map((order) => order.status))].filter((from) => isUnusualTransition(from, status));
}

/** How many of `orders` cannot take the step to `status` for `role` (the server refuses them one by one). */
export function blockedCount(orders: AdminOrder[], status: OrderStatus, role: StaffActor | undefined): number {
  return role
    ? orders.filter((order) => order.status !== status && !nextOrderStatuses(order.status, role).includes(status))
        .length
    : 0;
}
