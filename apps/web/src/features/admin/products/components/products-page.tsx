/**
 * /admin-dashboard/allproduct — Product Management (admin spec §2, SuperAdmin): search (300 ms
 * debounce), filter, order and page on the server, 8 a page; grid or list; View, Edit, Quick Stock;
 * Delete archives (the product leaves the shop, past orders keep it) and Archived lists those to
 * restore; selection with 'N selected' and Delete Selected.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminProduct } from '@shop/domain/catalog/product-admin.responses';
import { buttonClasses, Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { LoadError } from '../../../../components/ui/load-error';
import { Modal } from '../../../../components/ui/modal';
import { CenteredSpinner } from '../../../../components/ui/spinner';
import { toast } from '../../../../components/ui/toast';
import { paths } from '../../../../config/paths';
import { useDebouncedValue } from '../../../../hooks/use-debounced-value';
import { useSetArchived } from '../api/archive-product';
import { useAdminProducts, type AdminProductFilters } from '../api/list-admin-products';
import { SuperAdminOnly } from '../../shell/components/super-admin-only';
import { EditProductModal } from './edit-product-modal';
import { ProductTile } from './product-tile';
import { ProductViewModal } from './product-view-modal';
import { ProductsPager } from './products-pager';
import { ProductsToolbar } from './products-toolbar';

const PAGE_SIZE = 8;

function ProductsScreen() {
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<Omit<AdminProductFilters, 'search'>>({
    page: 1,
    category: '',
    sortBy: 'name',
    sortOrder: 'asc',
    outOfStock: false,
    archived: false,
  });
  const debounced = useDebouncedValue(search.trim(), 300);
  const [layout, setLayout] = useState<'grid' | 'list'>('grid');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [viewing, setViewing] = useState<AdminProduct>();
  const [editing, setEditing] = useState<AdminProduct>();
  const [deleting, setDeleting] = useState<string[]>();
  const query = useAdminProducts({
    ...filters,
    search: debounced,
    page: debounced === search.trim() ? filters.page : 1,
  });
  const archive = useSetArchived();
  const data = query.data;
  const pages = Math.max(1, Math.ceil((data?.totalCount ?? 0) / PAGE_SIZE));

  const restore = (id: string) =>
    archive.mutate(
      { id, archived: false },
      {
        onSuccess: (r) => toast.success(r.message ?? 'Product restored successfully.'),
        onError: (e) => toast.error(e.message),
      },
    );
  const confirmDelete = async () => {
    const ids = deleting ?? [];
    const results = await Promise.allSettled(ids.map((id) => archive.mutateAsync({ id, archived: true })));
    const failed = results.filter((r) => r.status === 'rejected').length;
    if (failed === 0)
      toast.success(
        ids.length === 1 ? 'Product deleted successfully.' : `${ids.length} products deleted successfully.`,
      );
    else toast.error(`${failed} of ${ids.length} products could not be deleted.`);
    setSelected(new Set());
    setDeleting(undefined);
  };

  return (
    <div className="space-y-5">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">Product Management</h1>
          <p className="mt-1 text-sm text-slate-600">
            Prices shown with GST. Deleting a product archives it: it leaves the shop, past orders keep it, and it can
            be restored.
          </p>
        </div>
        <Link to={paths.adminAddProduct()} className={buttonClasses()}>
          Add Product
        </Link>
      </header>
      <ProductsToolbar
        search={search}
        onSearch={setSearch}
        filters={{ ...filters, search }}
        onFilters={(change) => setFilters((f) => ({ ...f, ...change }))}
        categories={data?.categories ?? []}
        layout={layout}
        onLayout={setLayout}
      />
      {debounced && data && (
        <p role="status" className="text-sm text-slate-700">
          {data.totalCount} results found for "{debounced}" (page {filters.page} of {pages})
        </p>
      )}
      {selected.size > 0 && (
        <div className="flex items-center gap-3 rounded-lg bg-brand-50 px-3 py-2 text-sm">
          <span>{selected.size} selected</span>
          <Button size="sm" variant="danger" onClick={() => setDeleting([...selected])}>
            Delete Selected
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setSelected(new Set())}>
            Clear selection
          </Button>
        </div>
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
        <div className={layout === 'grid' ? 'grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4' : 'space-y-2'}>
          {data.products.map((p) => (
            <ProductTile
              key={`${p._id}-${p.updated_at}`}
              product={p}
              layout={layout}
              selected={selected.has(p._id)}
              onSelect={(on) =>
                setSelected((s) => {
                  const next = new Set(s);
                  if (on) next.add(p._id);
                  else next.delete(p._id);
                  return next;
                })
              }
              onView={() => setViewing(p)}
              onEdit={() => setEditing(p)}
              onDelete={() => setDeleting([p._id])}
              onRestore={() => restore(p._id)}
            />
          ))}
        </div>
      )}
      <ProductsPager
        page={filters.page}
        total={data?.totalCount ?? 0}
        pageSize={PAGE_SIZE}
        onPage={(page) => setFilters((f) => ({ ...f, page }))}
      />
      {viewing && <ProductViewModal product={viewing} onClose={() => setViewing(undefined)} />}
      {editing && <EditProductModal product={editing} onClose={() => setEditing(undefined)} />}
      {deleting && (
        <Modal
          title="Are you sure you want to delete this product?"
          onClose={() => setDeleting(undefined)}
          footer={
            <>
              <Button variant="secondary" onClick={() => setDeleting(undefined)}>
                Cancel
              </Button>
              <Button variant="danger" isLoading={archive.isPending} onClick={() => void confirmDelete()}>
                Delete
              </Button>
            </>
          }
        >
          <p className="text-sm text-slate-700">
            {deleting.length > 1 ? `${deleting.length} products leave` : 'The product leaves'} the shop, search and
            sitemap at once. Past orders and invoices keep showing it, and it can be restored from Archived products.
          </p>
        </Modal>
      )}
    </div>
  );
}

export function ProductsPage() {
  return (
    <SuperAdminOnly screen="Product Management">
      <ProductsScreen />
    </SuperAdminOnly>
  );
}
