/**
 * The Order Management table's head (admin spec §2): the select-all box (indeterminate when some
 * are chosen), Order details, and the spec's columns.
 */
import { stickyOrder, stickySelect, th } from '../lib/orders-table-classes';

const HEADINGS = [
  'Product',
  'Qty',
  'Extended warranty',
  'Total warranty',
  'Phone',
  'Total',
  'Payment',
  'Dispatch centre',
  'Origin centre',
  'Return centre',
  'City',
  'State',
  'Status',
  'Order date',
];

/** Takes whether all or some orders on the page are selected, and the select-all toggle. */
export function OrdersTableHead({
  allSelected,
  someSelected,
  onToggleAll,
}: {
  allSelected: boolean;
  someSelected: boolean;
  onToggleAll: () => void;
}) {
  return (
    <thead className="bg-slate-50">
      <tr>
        <th scope="col" className={`${th} ${stickySelect} bg-slate-50 border-b border-slate-200`}>
          <input
            type="checkbox"
            className="size-4 accent-brand-600"
            aria-label="Select all orders on this page"
            checked={allSelected}
            ref={(box) => {
              if (box) box.indeterminate = someSelected;
            }}
            onChange={onToggleAll}
          />
        </th>
        <th scope="col" className={`${th} ${stickyOrder} bg-slate-50 border-b border-slate-200`}>
          Order details
        </th>
        {HEADINGS.map((heading) => (
          <th key={heading} scope="col" className={`${th} border-b border-slate-200 last:pr-5`}>
            {heading}
          </th>
        ))}
      </tr>
    </thead>
  );
}
