/**
 * /admin-dashboard/wholesale-bulk-orders — Bulk Orders Management (admin spec §2, SuperAdmin; issue
 * 10): the orders with at least one line bought at a bulk price break, newest first, as expandable
 * cards; a status filter; the spec's empty text and an error panel with Retry; a pager past one page.
 */
import {
  BULK_ORDERS_EMPTY,
  BULK_ORDERS_PAGE_SIZE,
  BULK_ORDERS_UNAVAILABLE,
} from '@shop/domain/orders/bulk-orders.schemas';
import { ORDER_STATUSES, type OrderStatus } from '@shop/domain/orders/order-status.rules';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { SelectField } from '../../../../components/ui/select';
import { CenteredSpinner } from '../../../../components/ui/spinner';
import { useBulkOrders } from '../api/list-bulk-orders';
import { bulkOrdersLoadErrorMessage } from '../lib/bulk-order-errors';
import { SuperAdminOnly } from '../../shell/components/super-admin-only';
import { EntriesPager } from '../../shell/components/entries-pager';
import { BulkOrderCard } from './bulk-order-card';

const STATUS_FILTERS = [{ value: '', label: 'All statuses' }, ...ORDER_STATUSES];

function LoadFailed({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl bg-white px-6 py-14 text-center shadow-sm ring-1 ring-red-200"
    >
      <p className="font-medium text-red-700">{title}</p>
      <p className="max-w-md text-sm text-slate-600">{BULK_ORDERS_UNAVAILABLE}</p>
      <Button variant="secondary" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}

function BulkOrdersScreen() {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const bulk = useBulkOrders(page, status);
  const list = bulk.data?.orderList;
  const total = bulk.data?.orderCount ?? 0;

  return (
    <div className="space-y-6">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">Bulk Orders</h1>
          <p className="mt-1 max-w-3xl text-sm text-slate-600">
            Orders with at least one line bought at a bulk price break, newest first. Dates are in India time.
          </p>
        </div>
        <SelectField
          label="Status"
          className="sm:w-48"
          options={STATUS_FILTERS}
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as OrderStatus | '');
            setPage(1);
          }}
        />
      </header>

      {bulk.isPending ? (
        <CenteredSpinner label="Loading bulk orders…" />
      ) : bulk.isError && !list ? (
        <LoadFailed title={bulkOrdersLoadErrorMessage(bulk.error)} onRetry={() => void bulk.refetch()} />
      ) : !list || list.length === 0 ? (
        <EmptyState title={BULK_ORDERS_EMPTY} text="An order shows here when a customer buys at a bulk price break." />
      ) : (
        <section aria-label="Bulk orders" className="space-y-3">
          {bulk.isError && (
            <LoadFailed title={bulkOrdersLoadErrorMessage(bulk.error)} onRetry={() => void bulk.refetch()} />
          )}
          <p className="text-sm text-slate-600" aria-live="polite">
            {total.toLocaleString('en-IN')} bulk {total === 1 ? 'order' : 'orders'}
          </p>
          <ul className="space-y-3">
            {list.map((order) => (
              <li key={order._id}>
                <BulkOrderCard order={order} />
              </li>
            ))}
          </ul>
          {total > BULK_ORDERS_PAGE_SIZE && (
            <div className="rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
              <EntriesPager
                page={page}
                pageSize={BULK_ORDERS_PAGE_SIZE}
                total={total}
                noun="bulk orders"
                label="Bulk order pages"
                onPage={setPage}
              />
            </div>
          )}
        </section>
      )}
    </div>
  );
}

export function BulkOrdersPage() {
  return (
    <SuperAdminOnly screen="Bulk Orders">
      <BulkOrdersScreen />
    </SuperAdminOnly>
  );
}
