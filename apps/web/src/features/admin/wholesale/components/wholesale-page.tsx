/**
 * /admin-dashboard/wholesale — Wholesale & Bulk Management (admin spec §2, SuperAdmin): tabs All
 * Products (n) and Wholesale Products (n), a search, 12 cards a page. All Products pages and
 * searches the catalogue on the server (quick with a large catalogue); Wholesale Products holds
 * every product with price breaks (at most 1,000, the spec's fetch limit), searched and paged
 * here. Add or edit opens the price-break modal; remove asks in a Confirm Deletion dialog.
 */
import {
  WHOLESALE_FETCH_FAILED,
  WHOLESALE_FETCH_PRODUCTS_FAILED,
  WHOLESALE_PAGE_SIZE,
} from '@shop/domain/wholesale/price-breaks.rules';
import { useState } from 'react';
import { CenteredSpinner } from '../../../../components/ui/spinner';
import { EmptyState } from '../../../../components/ui/empty-state';
import { LoadError } from '../../../../components/ui/load-error';
import { SuperAdminOnly } from '../../shell/components/super-admin-only';
import { useWholesaleListing } from '../hooks/use-wholesale-listing';
import { ProductCard } from './product-card';
import { WholesaleCard } from './wholesale-card';
import { WholesaleDialogs, type WholesaleAction } from './wholesale-dialogs';
import { WholesalePager } from './wholesale-pager';
import { WholesaleSearch } from './wholesale-search';
import { WholesaleTabs } from './wholesale-tabs';

function WholesaleScreen() {
  const { tab, onTab, search, onSearch, page, setPage, term, catalog, entries, byProduct, found, query, total } =
    useWholesaleListing();
  const [action, setAction] = useState<WholesaleAction | null>(null);
  const empty = term
    ? `Nothing matches "${term}".`
    : tab === 'all'
      ? 'The catalogue has no products yet.'
      : 'No product has wholesale pricing yet: add it from All Products.';
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-semibold text-slate-900">Wholesale &amp; Bulk Management</h1>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">
          Price breaks take rupees off each unit (before GST) from a quantity on. A break from 10 to 20 covers 10 to 19
          units; the next one starts at 20.
        </p>
      </header>

      <div className="flex flex-col gap-3 rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200 md:flex-row md:items-center md:justify-between">
        <WholesaleTabs
          tab={tab}
          onChange={onTab}
          allCount={
            catalog.data &&
            `${catalog.data.productCount.toLocaleString('en-IN')}${catalog.data.productCountCapped ? '+' : ''}`
          }
          wholesaleCount={entries && found.length.toLocaleString('en-IN')}
        />
        <WholesaleSearch search={search} onSearch={onSearch} />
      </div>

      <section aria-label={tab === 'all' ? 'All products' : 'Wholesale products'} role="tabpanel">
        {query.isPending ? (
          <CenteredSpinner label="Loading products…" />
        ) : query.isError && !query.data ? (
          <LoadError
            title={tab === 'all' ? WHOLESALE_FETCH_PRODUCTS_FAILED : WHOLESALE_FETCH_FAILED}
            message={query.error.message}
            onRetry={() => void query.refetch()}
          />
        ) : total === 0 ? (
          <EmptyState title="No products found" text={empty} />
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {tab === 'all'
              ? catalog.data?.productList.map((p) => (
                  <li key={p._id} className="min-w-0">
                    <ProductCard product={p} wholesale={byProduct.get(p._id)} onAction={setAction} />
                  </li>
                ))
              : found.slice((page - 1) * WHOLESALE_PAGE_SIZE, page * WHOLESALE_PAGE_SIZE).map((w) => (
                  <li key={w._id} className="min-w-0">
                    <WholesaleCard entry={w} onAction={setAction} />
                  </li>
                ))}
          </ul>
        )}
      </section>

      <WholesalePager page={page} pages={Math.ceil(total / WHOLESALE_PAGE_SIZE)} total={total} onPage={setPage} />
      {action && <WholesaleDialogs action={action} onClose={() => setAction(null)} />}
    </div>
  );
}

/** The screen, for a SuperAdmin only. */
export function WholesalePage() {
  return (
    <SuperAdminOnly screen="Wholesale & Bulk Management">
      <WholesaleScreen />
    </SuperAdminOnly>
  );
}
