/**
 * The product's specification tables plus a Package table (size, weight, HSN code); shopper spec
 * §2, §3. Size and weight show only as staff entered them: never the courier's default package.
 */
import type { ProductDetail } from '@shop/domain/catalog/product.responses';

/** The Package table's rows: the entered size and weight (each only when given) and the HSN code. */
function packageRows(product: ProductDetail): { key: string; value: string }[] {
  const lengthBreadth = product.product_dimension_length_breadth?.replace('*', ' × ');
  const height = product.product_dimension_height;
  const rows: { key: string; value: string }[] = [];
  if (lengthBreadth && height !== null)
    rows.push({ key: 'Size (L × B × H)', value: `${lengthBreadth} × ${height} cm` });
  else if (lengthBreadth) rows.push({ key: 'Size (L × B)', value: `${lengthBreadth} cm` });
  else if (height !== null) rows.push({ key: 'Height', value: `${height} cm` });
  if (product.product_dimension_weight !== null)
    rows.push({ key: 'Weight', value: `${product.product_dimension_weight} kg` });
  return [...rows, { key: 'HSN code', value: product.hsn_code }];
}

export function SpecTables({ product }: { product: ProductDetail }) {
  const tables = [...product.product_specification, { title: 'Package', data: packageRows(product) }];
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
