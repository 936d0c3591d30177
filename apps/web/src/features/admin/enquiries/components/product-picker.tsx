/** Finds catalogue products by name for a quote (POST /product/list) and hands back the one picked. */
import type { ProductSummary } from '@shop/domain/catalog/product.responses';
import { useState } from 'react';
import { InputField } from '../../../../components/ui/input';
import { formatRupees } from '../../../../lib/format';
import { useProductSearch } from '../api/enquiries';

export function ProductPicker({ onPick }: { onPick: (product: ProductSummary) => void }) {
  const [search, setSearch] = useState('');
  const found = useProductSearch(search);
  return (
    <div>
      <InputField
        label="Add a product"
        placeholder="Search the catalogue by name"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      {found.data && found.data.length > 0 && (
        <ul className="mt-1 max-h-48 overflow-y-auto rounded-lg border border-slate-200">
          {found.data.map((p) => (
            <li key={p._id}>
              <button
                type="button"
                onClick={() => {
                  onPick(p);
                  setSearch('');
                }}
                className="flex w-full justify-between gap-2 px-3 py-2 text-left text-sm hover:bg-slate-50"
              >
                <span className="truncate">{p.product_name}</span>
                <span className="shrink-0 text-slate-500">{formatRupees(p.discounted_single_product_price)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
