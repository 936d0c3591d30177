/**
 * One product on Product Management (admin spec §2): picture, stock badge, name, category, price,
 * a Quick Stock input, View, Edit and Delete (or Restore when archived), and its selection box.
 * `layout` is the grid card or the list row.
 */
import { useState } from 'react';
import { variantUrl } from '@shop/domain/catalog/media-variants';
import type { AdminProduct } from '@shop/domain/catalog/product-admin.responses';
import { Button } from '../../../../components/ui/button';
import { inputClasses } from '../../../../components/ui/input';
import { StockBadge } from '../../../../components/ui/stock-badge';
import { toast } from '../../../../components/ui/toast';
import { formatRupees } from '../../../../lib/format';
import { useUpdateStock } from '../api/update-stock';

interface Props {
  product: AdminProduct;
  layout: 'grid' | 'list';
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onView: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onRestore: () => void;
}

export function ProductTile({ product: p, layout, selected, onSelect, onView, onEdit, onDelete, onRestore }: Props) {
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
  const list = layout === 'list';
  return (
    <article
      className={`relative flex gap-3 rounded-xl bg-white p-3 shadow-sm ring-1 ${selected ? 'ring-brand-600' : 'ring-slate-200'} ${list ? 'flex-row flex-wrap items-center' : 'flex-col'}`}
      aria-label={p.product_name}
    >
      <input
        type="checkbox"
        className="absolute left-3 top-3 size-4"
        aria-label={`Select ${p.product_name}`}
        checked={selected}
        onChange={(e) => onSelect(e.target.checked)}
      />
      <img
        src={variantUrl(p.product_image_main, 'thumbnail')}
        alt=""
        className={list ? 'size-16 shrink-0 object-contain pl-6' : 'aspect-square w-full object-contain'}
        loading="lazy"
      />
      <div className={`min-w-0 flex-1 space-y-1 ${list ? 'basis-48' : ''}`}>
        <div className="flex flex-wrap items-center gap-2">
          <StockBadge units={p.no_of_product_instock} inStock={p.product_instock} />
          {p.archived && <span className="rounded bg-slate-200 px-1.5 text-xs text-slate-700">Archived</span>}
        </div>
        <h3 className="truncate text-sm font-semibold text-slate-900">{p.product_name}</h3>
        <p className="truncate text-xs text-slate-500">
          {p.SKU} · {p.category_name}
          {p.brand_name ? ` · ${p.brand_name}` : ''}
        </p>
        <p className="text-sm font-medium text-slate-900">
          {formatRupees(p.discounted_price_with_gst)}{' '}
          {p.non_discounted_price > p.discounted_price_with_gst && (
            <span className="text-xs text-slate-500 line-through">{formatRupees(p.non_discounted_price)}</span>
          )}
        </p>
      </div>
      <div className={`flex flex-wrap items-center gap-2 ${list ? 'w-full sm:w-auto' : 'w-full'}`}>
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
        <Button size="sm" variant="secondary" onClick={onView}>
          View
        </Button>
        {p.archived ? (
          <Button size="sm" variant="outline" onClick={onRestore}>
            Restore
          </Button>
        ) : (
          <>
            <Button size="sm" variant="outline" onClick={onEdit}>
              Edit
            </Button>
            <Button size="sm" variant="danger" onClick={onDelete}>
              Delete
            </Button>
          </>
        )}
      </div>
    </article>
  );
}
