/**
 * A product tile's Quick Stock input (admin spec §2 Product Management): the units in stock, saved
 * when the box loses focus or on Enter; 'Stock updated successfully' / 'Failed to update stock'.
 */
import { useState } from 'react';
import type { AdminProduct } from '@shop/domain/catalog/product-admin.responses';
import { inputClasses } from '../../../../components/ui/input';
import { toast } from '../../../../components/ui/toast';
import { useUpdateStock } from '../api/update-stock';

/** The labelled input for `product`; an unchanged count is not sent. */
export function QuickStockInput({ product: p }: { product: AdminProduct }) {
  const [stock, setStock] = useState(String(p.no_of_product_instock));
  const update = useUpdateStock();
  const saveStock = () => {
    // The spec's clamp: a whole number of 0 or more, anything else 0.
    const units = Math.max(0, Math.floor(Number(stock)) || 0);
    setStock(String(units));
    if (units === p.no_of_product_instock) return;
    update.mutate(
      { id: p._id, stock: units },
      {
        onSuccess: () => toast.success('Stock updated successfully'),
        onError: () => toast.error('Failed to update stock'),
      },
    );
  };
  return (
    <label className="flex items-center gap-1 text-xs text-slate-600">
      Stock
      {/* inputClasses carries w-full, which would win over a w-20 beside it: the span sets the width. */}
      <span className="block w-20">
        <input
          type="number"
          min={0}
          step={1}
          aria-label={`Quick stock for ${p.product_name}`}
          className={`${inputClasses} py-1`}
          value={stock}
          onChange={(e) => setStock(e.target.value)}
          onBlur={saveStock}
          onKeyDown={(e) => e.key === 'Enter' && saveStock()}
        />
      </span>
    </label>
  );
}
