/** The product's overview bullets, description and specification tables (shopper spec §2, §3). */
import type { ProductDetail } from '@shop/domain/catalog/product.responses';

export function ProductDetails({ product }: { product: ProductDetail }) {
  const size = `${product.product_dimension_length_breadth.replace('*', ' × ')} × ${product.product_dimension_height} cm`;
  return (
    <div className="space-y-6">
      {product.product_overview.length > 0 && (
        <section aria-labelledby="overview-heading" className="rounded-xl border border-slate-200 bg-white p-5">
          <h2 id="overview-heading" className="mb-3 text-lg font-semibold text-slate-900">
            Overview
          </h2>
          <ul className="list-disc space-y-1.5 pl-5 text-sm text-slate-700 marker:text-brand-600">
            {product.product_overview.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      )}
      {product.product_description && (
        <section aria-labelledby="description-heading" className="rounded-xl border border-slate-200 bg-white p-5">
          <h2 id="description-heading" className="mb-3 text-lg font-semibold text-slate-900">
            Description
          </h2>
          <p className="whitespace-pre-line text-sm leading-6 text-slate-700">{product.product_description}</p>
        </section>
      )}
      <section aria-labelledby="specs-heading" className="rounded-xl border border-slate-200 bg-white p-5">
        <h2 id="specs-heading" className="mb-3 text-lg font-semibold text-slate-900">
          Specifications
        </h2>
        <div className="grid items-start gap-5 lg:grid-cols-2">
          {[...product.product_specification, { title: 'Package', data: [{ key: 'Size (L × B × H)', value: size }, { key: 'Weight', value: `${product.product_dimension_weight} kg` }, { key: 'HSN code', value: product.hsn_code }] }].map((table) => (
            <table key={table.title} className="w-full overflow-hidden rounded-lg text-sm ring-1 ring-slate-200">
              <caption className="bg-slate-100 px-3 py-2 text-left font-semibold text-slate-800">{table.title}</caption>
              <tbody>
                {table.data.map((row) => (
                  <tr key={row.key} className="odd:bg-white even:bg-slate-50">
                    <th scope="row" className="w-2/5 px-3 py-2 text-left font-medium text-slate-600">
                      {row.key}
                    </th>
                    <td className="px-3 py-2 text-slate-800">{row.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ))}
        </div>
      </section>
    </div>
  );
}
