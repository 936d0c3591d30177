/** Products with 10 units or fewer, fewest first, with the spec's stock badge (admin spec §4 'Stock label'). */
import { EmptyState } from '../../../../components/ui/empty-state';
import { StockBadge } from '../../../../components/ui/stock-badge';
import type { DashboardData } from '../api/get-dashboard';

export function LowStockList({ products }: { products: DashboardData['low_stock'] }) {
  if (products.length === 0)
    return <EmptyState title="Stock is healthy" text="Every product has more than 10 units." />;
  return (
    <ul className="divide-y divide-slate-100">
      {products.map((product) => (
        <li key={product._id} className="flex items-center gap-3 py-2">
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium text-slate-900">{product.product_name}</p>
            <p className="font-mono text-xs text-slate-500">{product.SKU}</p>
          </div>
          <span className="text-sm tabular-nums text-slate-700">{product.stock}</span>
          <StockBadge units={product.stock} inStock={product.label !== 'Out of Stock'} />
        </li>
      ))}
    </ul>
  );
}
