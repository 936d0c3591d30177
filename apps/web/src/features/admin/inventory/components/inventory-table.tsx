/** The inventory table (issue 9; admin spec §2 columns): a table on wide screens, cards on a phone; Adjust (SuperAdmin) and Ledger per product. */
import { Button } from '../../../../components/ui/button';
import { StockBadge } from '../../../../components/ui/stock-badge';
import { formatDateTime, formatRupees } from '../../../../lib/format';
import { WaitingCount } from '../../../stock-alerts';
import type { InventoryItem } from '../api/list-inventory';

interface InventoryTableProps {
  items: InventoryItem[];
  /** Customers waiting for a back-in-stock mail, by product id (issue 29). */
  waiting: Record<string, number>;
  canAdjust: boolean;
  onAdjust: (item: InventoryItem) => void;
  onLedger: (item: InventoryItem) => void;
}

const HEADINGS = ['SKU', 'Product Name', 'Category', 'Price', 'Stock', 'Status', 'Last Updated', 'Actions'];

function Actions({
  item,
  canAdjust,
  onAdjust,
  onLedger,
}: { item: InventoryItem } & Omit<InventoryTableProps, 'items' | 'waiting'>) {
  return (
    <div className="flex gap-2">
      {canAdjust && (
        <Button size="sm" variant="outline" onClick={() => onAdjust(item)} aria-label={`Adjust stock of ${item.SKU}`}>
          Adjust
        </Button>
      )}
      <Button size="sm" variant="ghost" onClick={() => onLedger(item)} aria-label={`Stock ledger of ${item.SKU}`}>
        Ledger
      </Button>
    </div>
  );
}

export function InventoryTable(props: InventoryTableProps) {
  const { items, waiting, ...actions } = props;
  return (
    <>
      <div className="hidden overflow-x-auto md:block">
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <thead className="bg-slate-50">
            <tr>
              {HEADINGS.map((heading) => (
                <th key={heading} scope="col" className="px-3 py-3 text-left font-semibold text-slate-700">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {items.map((item) => (
              <tr key={item._id} data-testid={`inventory-row-${item.SKU}`}>
                <td className="min-w-[8rem] max-w-[11rem] break-all px-3 py-3 font-mono text-xs text-slate-700">
                  {item.SKU}
                </td>
                <td className="min-w-[13rem] px-3 py-3 text-slate-900">{item.product_name}</td>
                <td className="px-3 py-3 text-slate-600">{item.category_name}</td>
                <td className="whitespace-nowrap px-3 py-3 text-slate-900">
                  {formatRupees(item.price)}
                  <span className="block text-xs text-slate-500">{formatRupees(item.price_with_gst)} with GST</span>
                </td>
                <td className="px-3 py-3 font-semibold text-slate-900" data-testid="stock">
                  {item.no_of_product_instock.toLocaleString('en-IN')}
                </td>
                <td className="px-3 py-3">
                  <StockBadge units={item.no_of_product_instock} inStock={item.product_instock} />
                  <WaitingCount count={waiting[item._id]} />
                </td>
                <td className="px-3 py-3 text-slate-600">{formatDateTime(item.last_updated)}</td>
                <td className="whitespace-nowrap px-3 py-3">
                  <Actions item={item} {...actions} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="divide-y divide-slate-100 md:hidden">
        {items.map((item) => (
          <li key={item._id} className="space-y-2 p-4" data-testid={`inventory-card-${item.SKU}`}>
            <div className="flex items-start justify-between gap-3">
              <div>
                <p className="font-medium text-slate-900">{item.product_name}</p>
                <p className="font-mono text-xs text-slate-500">
                  {item.SKU} · {item.category_name}
                </p>
              </div>
              <StockBadge units={item.no_of_product_instock} inStock={item.product_instock} />
            </div>
            <p className="text-sm text-slate-700">
              {item.no_of_product_instock.toLocaleString('en-IN')} units · {formatRupees(item.price)} · updated{' '}
              {formatDateTime(item.last_updated)}
            </p>
            <WaitingCount count={waiting[item._id]} />
            <Actions item={item} {...actions} />
          </li>
        ))}
      </ul>
    </>
  );
}
