/**
 * One product on Product Management (admin spec §2): picture, stock badge, name, category, price,
 * a Quick Stock input, View, Edit and Delete (or Restore when archived), and its selection box.
 * `layout` is the grid card or the list row.
 */
import { variantUrl } from '@shop/domain/catalog/media-variants.rules';
import type { AdminProduct } from '@shop/domain/catalog/product-admin.responses';
import { Button } from '../../../../components/ui/button';
import { StockBadge } from '../../../../components/ui/stock-badge';
import { formatRupees } from '../../../../lib/format';
import { QuickStockInput } from './quick-stock-input';

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

/** The tile for `product`; the callbacks open the page's dialogs or change the selection. */
export function ProductTile({ product: p, layout, selected, onSelect, onView, onEdit, onDelete, onRestore }: Props) {
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
        <QuickStockInput product={p} />
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
