/** The 11 most recent orders, short id (last 6 characters) first (admin spec §2 'Dashboard', §9). */
import { Link } from 'react-router';
import { EmptyState } from '../../../../components/ui/empty-state';
import { OrderStatusBadge, PaymentStatusBadge } from '../../../../components/ui/status-badge';
import { paths } from '../../../../config/paths';
import { formatDateTime, formatRupees } from '../../../../lib/format';
import type { DashboardData } from '../api/get-dashboard';

export function RecentOrders({ orders }: { orders: DashboardData['recent_orders'] }) {
  if (orders.length === 0)
    return <EmptyState title="No orders yet" text="Orders show here as soon as customers place them." />;
  return (
    <div className="-mx-4 sm:-mx-5">
      {/* Focusable so keyboard users can scroll it sideways on a phone. */}
      <div className="overflow-x-auto" tabIndex={0} role="group" aria-label="Recent orders table">
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <thead>
            <tr className="text-left text-xs font-semibold tracking-wide text-slate-500 uppercase">
              <th scope="col" className="py-2 pr-3 pl-4 sm:pl-5">
                Order
              </th>
              <th scope="col" className="px-3 py-2">
                Customer
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Total
              </th>
              <th scope="col" className="px-3 py-2">
                Status
              </th>
              <th scope="col" className="py-2 pr-4 pl-3 sm:pr-5">
                Placed
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {orders.map((order) => (
              <tr key={order._id}>
                <td className="py-2.5 pr-3 pl-4 font-mono font-medium text-slate-900 sm:pl-5">#{order.short_id}</td>
                <td className="max-w-40 truncate px-3 py-2.5 text-slate-700">{order.name}</td>
                <td className="px-3 py-2.5 text-right whitespace-nowrap tabular-nums text-slate-900">
                  {formatRupees(order.totalPrice)}
                </td>
                <td className="px-3 py-2.5">
                  <div className="flex flex-wrap gap-1">
                    <OrderStatusBadge status={order.status} />
                    <PaymentStatusBadge status={order.payment_status} prefix="Payment: " />
                  </div>
                </td>
                <td className="py-2.5 pr-4 pl-3 whitespace-nowrap text-slate-500 sm:pr-5">
                  {formatDateTime(order.created_at)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-3 px-4 text-right text-sm sm:px-5">
        <Link to={paths.adminOrders()} className="font-medium text-brand-700 hover:underline">
          All orders →
        </Link>
      </p>
    </div>
  );
}
