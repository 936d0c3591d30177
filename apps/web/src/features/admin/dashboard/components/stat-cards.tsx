/** The spec's four counts (admin spec §2 'Dashboard', §3 'Dashboard data'). */
import type { DashboardData } from '../api/get-dashboard';

const count = new Intl.NumberFormat('en-IN');

export function StatCards({ data }: { data: DashboardData }) {
  const cards = [
    { label: 'Customers', value: data.user_count },
    { label: 'Orders', value: data.order_count },
    { label: 'Products', value: data.product_count },
    { label: 'Units in stock', value: data.total_stock },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
      {cards.map((card) => (
        <div key={card.label} className="rounded-xl bg-white px-4 py-4 shadow-sm ring-1 ring-slate-200 sm:px-5">
          <dt className="text-sm text-slate-500">{card.label}</dt>
          <dd className="mt-1 text-2xl font-semibold tabular-nums text-slate-900">{count.format(card.value)}</dd>
        </div>
      ))}
    </dl>
  );
}
