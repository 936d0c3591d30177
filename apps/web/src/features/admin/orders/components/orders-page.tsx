/**
 * /admin-dashboard/orders — Order Management: filters, counters, the list (one row per product line;
 * cards on narrow screens), status changes one by one or for the selected orders (admin spec §2, §4; issue 10).
 * The selection is of the current page's orders and is cleared when the page or the filters change.
 */
import { SELECT_ORDERS_AND_STATUS } from '@shop/domain/orders/order.schemas';
import { useEffect, useState } from 'react';
import { toast } from '../../../../components/ui/toast';
import { useOrders, type AdminOrder } from '../api/list-orders';
import { useOrderFilters } from '../hooks/use-order-filters';
import { useOrderSelection } from '../hooks/use-order-selection';
import { pageCountOf } from '../../shell/lib/page-window';
import { BulkUpdateDialog } from './bulk-update-dialog';
import { OrderCounters } from './order-counters';
import { OrderFilters } from './order-filters';
import { OrdersEmpty, OrdersError, OrdersLoading } from './orders-list-state';
import { OrdersListView } from './orders-list-view';
import { OrdersPagination } from './orders-pagination';
import { UpdateStatusDialog } from './update-status-dialog';

/** The screen; its filters and page live in the URL (use-order-filters). */
export function OrdersPage() {
  const { filters, body, hasFilters, setFilter, setPage, setPageSize, clearFilters } = useOrderFilters();
  const orders = useOrders(body);
  const [editing, setEditing] = useState<AdminOrder | null>(null);
  const [filterKey, setFilterKey] = useState(0);
  const [bulkOpen, setBulkOpen] = useState(false);
  const error = orders.error;

  const list = orders.data?.orderList;
  // A new page or filter is a new list: what was selected on the old one is let go.
  const selection = useOrderSelection(JSON.stringify(body), list);
  const { selectedOrders } = selection;
  const lastPage = orders.data ? pageCountOf(orders.data.orderCount, body.pageSize) : undefined;
  useEffect(() => {
    // Past the end (an update moved the last order of the last page out of the filter): step back.
    if (lastPage !== undefined && filters.page > lastPage) setPage(lastPage);
  }, [lastPage, filters.page, setPage]);

  const total = orders.data?.orderCount;
  const pendingOnPage = list?.filter((order) => order.status === 'Pending').length;
  const openBulk = () => {
    if (selectedOrders.length === 0) toast.error(SELECT_ORDERS_AND_STATUS);
    else setBulkOpen(true);
  };
  const clear = () => {
    clearFilters();
    setFilterKey((key) => key + 1); // remounts the filters so the search box empties too
  };

  return (
    <div className="space-y-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">Order Management</h1>
          <p className="mt-1 text-sm text-slate-500">
            Track orders and update their status. Click a status to change it.
          </p>
        </div>
        <OrderCounters total={total} pendingOnPage={pendingOnPage} />
      </header>

      <section aria-label="Filters" className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
        <OrderFilters key={filterKey} filters={filters} hasFilters={hasFilters} onChange={setFilter} onClear={clear} />
      </section>

      <section aria-label="Orders" className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
        {orders.isPending ? (
          <OrdersLoading />
        ) : orders.isError && !list ? (
          <OrdersError message={error?.message ?? 'Please try again.'} onRetry={() => void orders.refetch()} />
        ) : !list || list.length === 0 ? (
          <OrdersEmpty filtered={hasFilters} onClear={clear} />
        ) : (
          <OrdersListView
            list={list}
            selection={selection}
            isPlaceholder={orders.isPlaceholderData}
            isFetching={orders.isFetching}
            onBulkUpdate={openBulk}
            onChangeStatus={setEditing}
          />
        )}
        {total !== undefined && total > 0 && (
          <OrdersPagination
            page={filters.page}
            pageSize={body.pageSize}
            total={total}
            onPage={setPage}
            onPageSize={setPageSize}
          />
        )}
      </section>

      {editing && <UpdateStatusDialog order={editing} onClose={() => setEditing(null)} />}
      {bulkOpen && (
        <BulkUpdateDialog orders={selectedOrders} onClose={() => setBulkOpen(false)} onDone={selection.unselect} />
      )}
    </div>
  );
}
