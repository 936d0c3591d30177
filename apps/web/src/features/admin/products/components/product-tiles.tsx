/**
 * A page of Product Management's products (admin spec §2): tiles in a grid, or rows in a list,
 * each with its selection box and actions.
 */
import type { AdminProduct } from '@shop/domain/catalog/product-admin.responses';
import { ProductTile } from './product-tile';

interface ProductTilesProps {
  products: AdminProduct[];
  layout: 'grid' | 'list';
  selected: ReadonlySet<string>;
  onSelect: (productId: string, selected: boolean) => void;
  onView: (product: AdminProduct) => void;
  onEdit: (product: AdminProduct) => void;
  onDelete: (productId: string) => void;
  onRestore: (productId: string) => void;
}

/** The tiles; each callback gets the product (or its id) acted on. */
export function ProductTiles({
  products,
  layout,
  selected,
  onSelect,
  onView,
  onEdit,
  onDelete,
  onRestore,
}: ProductTilesProps) {
  return (
    <div className={layout === 'grid' ? 'grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4' : 'space-y-2'}>
      {products.map((p) => (
        <ProductTile
          key={`${p._id}-${p.updated_at}`}
          product={p}
          layout={layout}
          selected={selected.has(p._id)}
          onSelect={(on) => onSelect(p._id, on)}
          onView={() => onView(p)}
          onEdit={() => onEdit(p)}
          onDelete={() => onDelete(p._id)}
          onRestore={() => onRestore(p._id)}
        />
      ))}
    </div>
  );
}
