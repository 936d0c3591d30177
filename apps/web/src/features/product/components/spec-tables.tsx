/** The product's specification tables plus a Package table (size, weight, HSN code); shopper spec §2, §3. */
import type { ProductDetail } from '@shop/domain/catalog/product.responses';

export function SpecTables({ product }: { product: ProductDetail }) {
  const size = `${product.product_dimension_length_breadth.replace('*', ' × ')} × ${product.product_dimension_height} cm`;
  const tables = [
    ...product.product_specification,
    { title: 'Package', data: [{ key: 'Size (L × B × H)', value: size }, { key: 'Weight', value: `${product.product_dimension_weight} kg` }, { key: 'HSN code', value: product.hsn_code }] },
  ];
  return (
    <div className="grid items-start gap-5 lg:grid-cols-2">
      {tables.map((table) => (
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
  );
}
