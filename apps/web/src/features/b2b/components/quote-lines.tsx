/**
 * A bulk quote's lines and totals (issue 30): product, quantity, unit price before GST and with
 * GST, line total; taxable value, GST and the total incl. GST (shipping is added at checkout).
 * The server's figures only, formatted.
 */
import type { BulkQuote } from '@shop/domain/enquiries/enquiry.responses';
import { formatRupees } from '../../../lib/format';

export function QuoteLines({ quote }: { quote: BulkQuote }) {
  return (
    <div>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Quote {quote.quote_number}</caption>
        <thead className="text-xs uppercase text-slate-500">
          <tr>
            <th scope="col" className="py-1 pr-2">
              Product
            </th>
            <th scope="col" className="py-1 pr-2 text-right">
              Qty
            </th>
            <th scope="col" className="hidden py-1 pr-2 text-right sm:table-cell">
              Unit (before GST)
            </th>
            <th scope="col" className="py-1 pr-2 text-right">
              Unit incl. GST
            </th>
            <th scope="col" className="py-1 text-right">
              Total
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {quote.lines.map((line) => (
            <tr key={line._id}>
              <td className="py-1.5 pr-2 text-slate-900">{line.product_name}</td>
              <td className="py-1.5 pr-2 text-right">{line.quantity}</td>
              <td className="hidden py-1.5 pr-2 text-right sm:table-cell">{formatRupees(line.unit_price)}</td>
              <td className="py-1.5 pr-2 text-right">{formatRupees(line.unit_price_with_gst)}</td>
              <td className="py-1.5 text-right font-semibold">{formatRupees(line.line_total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 text-right text-sm text-slate-700">
        <dt>Taxable value</dt>
        <dd>{formatRupees(quote.taxable_value)}</dd>
        <dt>GST</dt>
        <dd>{formatRupees(quote.gst_amount)}</dd>
        <dt className="font-bold text-slate-900">Total incl. GST</dt>
        <dd className="font-bold text-slate-900">{formatRupees(quote.total)}</dd>
      </dl>
      <p className="mt-1 text-xs text-slate-500">Shipping is added at checkout as for any order.</p>
    </div>
  );
}
