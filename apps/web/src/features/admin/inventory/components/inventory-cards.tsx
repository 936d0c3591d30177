/** The inventory's summary cards (issue 9; admin spec §2 Inventory Management), from the server's aggregate of the whole catalogue. */
import type { InventorySummary } from '@shop/domain/inventory/inventory.responses';
import { formatRupees } from '../../../../lib/format';

export function InventoryCards({ summary }: { summary: InventorySummary }) {
  const cards = [
    {
      label: 'Total Products',
      value: summary.total_products.toLocaleString('en-IN'),
      hint: `${summary.total_units.toLocaleString('en-IN')} units`,
    },
    {
      label: 'Total Stock Value',
      value: formatRupees(summary.total_stock_value),
      hint: 'At selling price, before GST',
      wide: true,
    },
    {
      label: 'In Stock',
      value: summary.in_stock.toLocaleString('en-IN'),
      hint: 'More than 10 units',
      tone: 'text-green-700',
    },
    {
      label: 'Low Stock',
      value: summary.low_stock.toLocaleString('en-IN'),
      hint: '1 to 10 units',
      tone: 'text-amber-700',
    },
    {
      label: 'Out of Stock',
      value: summary.out_of_stock.toLocaleString('en-IN'),
      hint: 'None left',
      tone: 'text-red-700',
    },
  ];
  return (
    <ul aria-label="Inventory summary" className="grid grid-cols-2 gap-3 lg:grid-cols-6">
      {cards.map((card) => (
        <li
          key={card.label}
          className={`rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 ${'wide' in card ? 'col-span-2' : ''}`}
        >
          <p className="text-sm text-slate-600">{card.label}</p>
          <p
            className={`mt-1 whitespace-nowrap text-xl font-semibold tabular-nums xl:text-2xl ${card.tone ?? 'text-slate-900'}`}
          >
            {card.value}
          </p>
          <p className="mt-1 text-xs text-slate-500">{card.hint}</p>
        </li>
      ))}
    </ul>
  );
}
