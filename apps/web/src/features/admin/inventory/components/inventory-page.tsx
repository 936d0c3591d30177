/**
 * /admin-dashboard/inventory — Inventory (issue 9; admin spec §2 Inventory Management, made real):
 * the cards and the table from the server (search by name or SKU with a 300 ms debounce, status
 * and category filters, 20 a page), Export CSV for every staff member, and for a SuperAdmin Import CSV and a
 * stock adjustment per product; each product's ledger.
 */
import { INVENTORY_PAGE_SIZE } from '@shop/domain/inventory/inventory.schemas';
import { useState } from 'react';
import { buttonClasses, Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { LoadError } from '../../../../components/ui/load-error';
import { CenteredSpinner } from '../../../../components/ui/spinner';
import { useAdminSession } from '../../shell/api/get-admin-session';
import type { InventoryItem } from '../api/list-inventory';
import { useInventoryListing } from '../hooks/use-inventory-listing';
import { EntriesPager } from '../../shell/components/entries-pager';
import { AdjustStockDialog } from './adjust-stock-dialog';
import { ImportDialog } from './import-dialog';
import { InventoryFilters } from './inventory-filters';
import { InventoryCards } from './inventory-cards';
import { InventoryTable } from './inventory-table';
import { useWaitingCounts } from '../../../stock-alerts';
import { LedgerDialog } from './ledger-dialog';

/** The screen; the SuperAdmin's Import CSV and stock adjustment show only for that role. */
export function InventoryPage() {
  const superAdmin = useAdminSession().data?.role === 'SuperAdmin';
  const [adjusting, setAdjusting] = useState<InventoryItem | null>(null);
  const [ledgerOf, setLedgerOf] = useState<InventoryItem | null>(null);
  const [importing, setImporting] = useState(false);
  const { page, setPage, filters, changeFilters, term, inventory } = useInventoryListing();
  const { status, category } = filters;
  const data = inventory.data;
  const waiting = useWaitingCounts(data?.items.map((item) => item._id) ?? []).data ?? {};

  return (
    <div className="space-y-6">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">Inventory</h1>
          <p className="mt-1 max-w-3xl text-sm text-slate-600">
            Every product&apos;s stock from the catalogue. Each change — orders, cancellations, adjustments, imports —
            is kept in the product&apos;s ledger.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <a href="/api/v1/inventory/export.csv" download className={buttonClasses('outline')}>
            Export CSV
          </a>
          {superAdmin && <Button onClick={() => setImporting(true)}>Import CSV</Button>}
        </div>
      </header>

      {data && <InventoryCards summary={data.summary} />}

      <section aria-label="Products" className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
        <InventoryFilters filters={filters} categories={data?.categories ?? []} onChange={changeFilters} />
        {inventory.isPending ? (
          <CenteredSpinner label="Loading inventory…" />
        ) : inventory.isError && !data ? (
          <LoadError
            title="Could not load the inventory"
            message={inventory.error.message}
            onRetry={() => void inventory.refetch()}
          />
        ) : !data || data.items.length === 0 ? (
          <EmptyState
            title="No products found"
            text={term || status || category ? 'Try another search or status.' : 'Import a CSV to add products.'}
          />
        ) : (
          <>
            <InventoryTable
              items={data.items}
              waiting={waiting}
              canAdjust={superAdmin}
              onAdjust={setAdjusting}
              onLedger={setLedgerOf}
            />
            <EntriesPager
              page={page}
              pageSize={INVENTORY_PAGE_SIZE}
              total={data.totalCount}
              capped={data.totalCapped}
              noun="products"
              label="Inventory pages"
              onPage={setPage}
            />
          </>
        )}
      </section>

      {adjusting && <AdjustStockDialog item={adjusting} onClose={() => setAdjusting(null)} />}
      {ledgerOf && <LedgerDialog item={ledgerOf} onClose={() => setLedgerOf(null)} />}
      {importing && <ImportDialog onClose={() => setImporting(false)} />}
    </div>
  );
}
