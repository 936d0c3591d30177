/**
 * /admin-dashboard/allproduct — Product Management (admin spec §2, SuperAdmin): search (300 ms
 * debounce), filter, order and page on the server, 8 a page; grid or list; View, Edit, Quick Stock;
 * Delete archives (the product leaves the shop, past orders keep it) and Archived lists those to
 * restore; selection with 'N selected' and Delete Selected.
 */
import { useState } from 'react';
import type { AdminProduct } from '@shop/domain/catalog/product-admin.responses';
import { EmptyState } from '../../../../components/ui/empty-state';
import { LoadError } from '../../../../components/ui/load-error';
import { CenteredSpinner } from '../../../../components/ui/spinner';
import { SuperAdminOnly } from '../../shell/components/super-admin-only';
import { useProductArchiving } from '../hooks/use-product-archiving';
import { useProductSelection } from '../hooks/use-product-selection';
import { PRODUCTS_PAGE_SIZE, useProductsListing } from '../hooks/use-products-listing';
import { DeleteProductsDialog } from './delete-products-dialog';
import { EditProductModal } from './edit-product-modal';
import { ProductTiles } from './product-tiles';
import { ProductsHeader } from './products-header';
import { ProductsSelectionBar } from './products-selection-bar';
import { ProductViewModal } from './product-view-modal';
import { ProductsPager } from './products-pager';
import { ProductsToolbar } from './products-toolbar';

function ProductsScreen() {
  const { search, setSearch, filters, changeFilters, debounced, query, pages } = useProductsListing();
  const [layout, setLayout] = useState<'grid' | 'list'>('grid');
  const { selected, select, clear } = useProductSelection();
  const [viewing, setViewing] = useState<AdminProduct>();
  const [editing, setEditing] = useState<AdminProduct>();
  const { archive, deleting, setDeleting, restore, confirmDelete } = useProductArchiving(clear);
  const data = query.data;

  return (
    <div className="space-y-5">
      <ProductsHeader />
      <ProductsToolbar
        search={search}
        onSearch={setSearch}
        filters={{ ...filters, search }}
        onFilters={changeFilters}
        categories={data?.categories ?? []}
        layout={layout}
        onLayout={setLayout}
      />
      {debounced && data && (
        <p role="status" className="text-sm text-slate-700">
          {data.totalCount.toLocaleString('en-IN')}
          {data.totalCapped ? '+' : ''} results found for "{debounced}" (page {filters.page} of {pages})
        </p>
      )}
      {selected.size > 0 && (
        <ProductsSelectionBar count={selected.size} onDelete={() => setDeleting([...selected])} onClear={clear} />
      )}
      {query.isPending ? (
        <CenteredSpinner label="Loading products…" />
      ) : query.isError && !data ? (
        <LoadError
          title="Failed to fetch products. Please try again."
          message={query.error.message}
          onRetry={() => void query.refetch()}
        />
      ) : !data || data.products.length === 0 ? (
        <EmptyState
          title={
            debounced || filters.category || filters.outOfStock || filters.archived
              ? 'No products found'
              : 'No products available'
          }
          text={debounced ? 'Try another name, SKU, brand or category.' : undefined}
        />
      ) : (
        <ProductTiles
          products={data.products}
          layout={layout}
          selected={selected}
          onSelect={select}
          onView={setViewing}
          onEdit={setEditing}
          onDelete={(id) => setDeleting([id])}
          onRestore={restore}
        />
      )}
      <ProductsPager
        page={filters.page}
        total={data?.totalCount ?? 0}
        pageSize={PRODUCTS_PAGE_SIZE}
        onPage={(page) => changeFilters({ page })}
      />
      {viewing && <ProductViewModal product={viewing} onClose={() => setViewing(undefined)} />}
      {editing && <EditProductModal product={editing} onClose={() => setEditing(undefined)} />}
      {deleting && (
        <DeleteProductsDialog
          count={deleting.length}
          isPending={archive.isPending}
          onCancel={() => setDeleting(undefined)}
          onConfirm={() => void confirmDelete()}
        />
      )}
    </div>
  );
}

/** The screen, for a SuperAdmin only. */
export function ProductsPage() {
  return (
    <SuperAdminOnly screen="Product Management">
      <ProductsScreen />
    </SuperAdminOnly>
  );
}
