/** Your Orders (shopper spec §2 profile, §4): order cards newest first, a detail modal, and 'Auto refresh' every 30 s (on by default). */
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { AutoRefreshToggle } from '../../../shared/orders/auto-refresh-toggle';
import { CenteredSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useMyOrders } from '../api/get-my-orders';
import { OrderCard } from './order-card';
import { OrderDetailModal } from './order-detail-modal';

export function OrdersSection() {
  const [autoRefresh, setAutoRefresh] = useState(true);
  const [openId, setOpenId] = useState<string | null>(null);
  const orders = useMyOrders(autoRefresh);
  const open = orders.data?.find((order) => order._id === openId);

  return (
    <section aria-labelledby="orders-heading">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="orders-heading" className="text-xl font-bold text-slate-900">
          Your Orders
        </h2>
        <AutoRefreshToggle
          label="Auto refresh"
          checked={autoRefresh}
          onChange={setAutoRefresh}
          fetching={orders.isFetching && !orders.isPending}
        />
      </div>
      {orders.isPending ? (
        <CenteredSpinner className="py-16" label="Loading your orders..." />
      ) : orders.isError ? (
        <p className="rounded-xl bg-red-50 p-4 text-red-600">{orders.error.message || 'Failed to fetch orders'}</p>
      ) : orders.data.length === 0 ? (
        <EmptyState title="No orders yet" text="When you place an order it will show up here.">
          <Link to={paths.products()} className={buttonClasses('primary')}>
            Start Shopping
          </Link>
        </EmptyState>
      ) : (
        <div className="space-y-4">
          {orders.data.map((order) => (
            <OrderCard key={order._id} order={order} onOpen={() => setOpenId(order._id)} />
          ))}
        </div>
      )}
      {open && <OrderDetailModal order={open} onClose={() => setOpenId(null)} />}
    </section>
  );
}
