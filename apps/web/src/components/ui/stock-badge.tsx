/** The stock badge of a product (admin spec §9 thresholds, from domain's stockLabel). */
import { stockLabel } from '@shop/domain/catalog/stock-label.rules';
import { Badge } from './badge';

export function StockBadge({ units, inStock }: { units: number; inStock: boolean }) {
  const label = stockLabel(units, inStock);
  const tone = label === 'In Stock' ? 'green' : label === 'Low Stock' ? 'amber' : 'red';
  return <Badge tone={tone}>{label}</Badge>;
}
