/**
 * The price summary of a cart or an order (shopper spec §9; DESIGN.md one GST rule): MRP total,
 * discount, taxable value, GST 18%, shipping, total. Takes domain's priceOrder totals in paise.
 */
import type { OrderTotals } from '@shop/domain/pricing/order-totals';
import { formatPaise } from '../../lib/format';

type Totals = Pick<OrderTotals, 'mrpTotalPaise' | 'discountPaise' | 'taxablePaise' | 'gstPaise' | 'shippingPaise' | 'totalPaise'>;

export function TotalsTable({ totals }: { totals: Totals }) {
  const row = (label: string, value: string, tone = 'text-slate-900') => (
    <div className="flex justify-between gap-4 py-1.5">
      <dt className="text-slate-600">{label}</dt>
      <dd className={`font-medium ${tone}`}>{value}</dd>
    </div>
  );
  return (
    <dl className="text-sm">
      {row('MRP total', formatPaise(totals.mrpTotalPaise))}
      {row('Discount', `− ${formatPaise(totals.discountPaise)}`, 'text-green-700')}
      {row('Taxable value', formatPaise(totals.taxablePaise))}
      {row('GST (18%)', formatPaise(totals.gstPaise))}
      {row('Shipping', totals.shippingPaise === 0 ? 'Free' : formatPaise(totals.shippingPaise), totals.shippingPaise === 0 ? 'text-green-700' : undefined)}
      <div className="mt-2 flex justify-between gap-4 border-t border-slate-200 pt-3 text-base">
        <dt className="font-semibold text-slate-900">Total</dt>
        <dd className="font-bold text-slate-900">{formatPaise(totals.totalPaise)}</dd>
      </div>
    </dl>
  );
}
