/**
 * A product with wholesale pricing (admin spec §2): each price break's range ('10–19 units',
 * '50+ units'), the rupees off a unit, the unit price after it (floor ₹0) and what the smallest
 * quantity costs, all as the server worked them out; 'Edit Rates' and 'Remove Wholesale'.
 */
import type { WholesaleProduct } from '@shop/domain/wholesale/wholesale.responses';
import { Button } from '../../../../components/ui/button';
import { formatRupees } from '../../../../lib/format';
import { ProductCardHead } from './product-card';
import type { WholesaleAction } from './wholesale-dialogs';

export function WholesaleCard({
  entry,
  onAction,
}: {
  entry: WholesaleProduct;
  onAction: (a: WholesaleAction) => void;
}) {
  const product = entry.product_id;
  return (
    <article className="flex h-full flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <ProductCardHead product={product} />
      <table className="w-full text-xs">
        <caption className="sr-only">Price breaks of {product.product_name}</caption>
        <thead className="text-left text-slate-500">
          <tr>
            <th scope="col" className="py-1 font-medium">
              Quantity
            </th>
            <th scope="col" className="py-1 font-medium">
              Off a unit
            </th>
            <th scope="col" className="py-1 font-medium">
              Per unit
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              At the least
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {entry.priceBreaks.map((b) => (
            <tr key={b._id}>
              <td className="py-1.5 font-medium text-slate-900">{b.range_label}</td>
              <td className="py-1.5 text-green-700">{formatRupees(b.discount)}</td>
              <td className="py-1.5">{formatRupees(b.price_per_unit)}</td>
              <td className="py-1.5 text-right">{formatRupees(b.total_at_min_quantity)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="text-xs text-slate-500">Prices before GST.</p>
      <div className="mt-auto flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          className="flex-1 whitespace-nowrap"
          onClick={() => onAction({ kind: 'edit', product, entry })}
        >
          Edit Rates
        </Button>
        <Button
          size="sm"
          variant="danger"
          className="flex-1 whitespace-nowrap"
          onClick={() => onAction({ kind: 'remove', product, entry })}
        >
          Remove Wholesale
        </Button>
      </div>
    </article>
  );
}
