/**
 * /admin-dashboard — the overview (admin spec §2 'Dashboard'; issue 9; decision 034): the four
 * counts, paid-order charts for the last 30 India days (revenue and orders per day, top products
 * by revenue, orders by status), the low-stock list, the 11 most recent orders and the support
 * tickets past their redress date. Any staff member sees it. Recharts comes with this route's chunk only, never with the storefront.
 */
import { EmptyState } from '../../../../components/ui/empty-state';
import { LoadError } from '../../../../components/ui/load-error';
import { CenteredSpinner } from '../../../../components/ui/spinner';
import { formatRupees } from '../../../../lib/format';
import { useDashboard } from '../api/get-dashboard';
import { ChartCard } from './chart-card';
import { LowStockList } from './low-stock-list';
import { OverdueComplaints } from './overdue-complaints';
import { RecentOrders } from './recent-orders';
import { RevenueChart, shortDay } from './revenue-chart';
import { StatCards } from './stat-cards';
import { StatusChart } from './status-chart';
import { TopProductsChart } from './top-products-chart';

const NO_PAID = (
  <EmptyState title="No paid orders yet" text="Charts fill in as paid orders arrive in the last 30 days." />
);

export function DashboardPage() {
  const dashboard = useDashboard();
  if (dashboard.isPending) return <CenteredSpinner label="Loading the dashboard…" />;
  if (dashboard.isError)
    return (
      <LoadError
        title="Could not load the dashboard"
        message={dashboard.error.message}
        onRetry={() => void dashboard.refetch()}
      />
    );
  const data = dashboard.data;
  const anyPaid = data.revenue_by_day.some((d) => d.orders > 0);
  const revenue30 = data.revenue_by_day.reduce((sum, d) => sum + d.revenue, 0);

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-semibold text-slate-900">Dashboard</h1>
        <p className="mt-1 text-sm text-slate-600">
          The shop at a glance. Charts count paid orders of the last 30 days, by India date.
        </p>
      </header>

      <StatCards data={data} />
      <OverdueComplaints count={data.overdue_tickets} />

      <div className="grid items-start gap-4 xl:grid-cols-3">
        <ChartCard
          title="Revenue and paid orders per day"
          description={anyPaid ? `Last 30 days: ${formatRupees(revenue30)} taken` : 'Last 30 days'}
          className="xl:col-span-2"
          table={{
            headings: ['Day', 'Revenue', 'Paid orders'],
            rows: data.revenue_by_day
              .filter((d) => d.orders > 0)
              .map((d) => [shortDay(d.date), formatRupees(d.revenue), d.orders]),
          }}
        >
          {anyPaid ? <RevenueChart days={data.revenue_by_day} /> : NO_PAID}
        </ChartCard>
        <ChartCard
          title="Orders by status"
          description="Paid orders of the last 30 days, by status now"
          table={{ headings: ['Status', 'Orders'], rows: data.orders_by_status.map((s) => [s.status, s.count]) }}
        >
          {data.orders_by_status.length > 0 ? <StatusChart statuses={data.orders_by_status} /> : NO_PAID}
        </ChartCard>
        <ChartCard
          title="Top products by revenue"
          description="Last 30 days, up to 10"
          className="xl:col-span-2"
          table={{
            headings: ['Product', 'Revenue', 'Units'],
            rows: data.top_products.map((p) => [p.product_name, formatRupees(p.revenue), p.units]),
          }}
        >
          {data.top_products.length > 0 ? <TopProductsChart products={data.top_products} /> : NO_PAID}
        </ChartCard>
        <ChartCard title="Low stock" description="10 units or fewer, fewest first">
          <LowStockList products={data.low_stock} />
        </ChartCard>
      </div>

      <ChartCard title="Recent orders">
        <RecentOrders orders={data.recent_orders} />
      </ChartCard>
    </div>
  );
}
