/** My Orders on the tracking page (shopper spec §2 Track order, signed-in customers): each order with its timeline and tracking link, refreshed every 30 s while Auto refresh is on. */
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { CenteredSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useMyTracking } from '../api/get-my-tracking';
import { AutoRefreshToggle } from '../../../shared/orders/auto-refresh-toggle';
import { TrackingCard } from './tracking-card';

export function MyOrdersTracking() {
  const [autoRefresh, setAutoRefresh] = useState(true);
  const orders = useMyTracking(true, autoRefresh);
  return (
    <section aria-label="My orders" className="space-y-4">
      <div className="flex justify-end">
        <AutoRefreshToggle
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
        <EmptyState title="No orders yet" text="When you place an order you can follow it here.">
          <Link to={paths.products()} className={buttonClasses('primary')}>
            Start Shopping
          </Link>
        </EmptyState>
      ) : (
        orders.data.map((order) => <TrackingCard key={order._id} order={order} />)
      )}
    </section>
  );
}
