/**
 * A page of orders with the bulk selection bar (admin spec §2; issue 10): the table on wide
 * screens (from 1024 px), cards on narrower ones; dimmed while the next page loads.
 */
import type { AdminOrder } from '../api/list-orders';
import { useMediaQuery } from '../../shell/hooks/use-media-query';
import type { OrderSelection } from '../hooks/use-order-selection';
import { BulkSelectionBar } from './bulk-selection-bar';
import { OrderCards } from './order-cards';
import { OrdersTable } from './orders-table';

interface OrdersListViewProps {
  list: AdminOrder[];
  selection: OrderSelection;
  /** The previous page still shows while this one loads. */
  isPlaceholder: boolean;
  isFetching: boolean;
  onBulkUpdate: () => void;
  onChangeStatus: (order: AdminOrder) => void;
}

/** The list for `list`, its checkboxes bound to `selection`. */
export function OrdersListView({
  list,
  selection,
  isPlaceholder,
  isFetching,
  onBulkUpdate,
  onChangeStatus,
}: OrdersListViewProps) {
  const wide = useMediaQuery('(min-width: 1024px)');
  const { selected, selectedOrders, toggle, toggleAll, clear } = selection;
  return (
    <div className={isPlaceholder ? 'opacity-60 transition-opacity' : 'transition-opacity'} aria-busy={isFetching}>
      <BulkSelectionBar count={selectedOrders.length} onBulkUpdate={onBulkUpdate} onClear={clear} />
      {wide ? (
        <OrdersTable
          orders={list}
          selected={selected}
          onToggle={toggle}
          onToggleAll={toggleAll}
          onChangeStatus={onChangeStatus}
        />
      ) : (
        <OrderCards
          orders={list}
          selected={selected}
          onToggle={toggle}
          onToggleAll={toggleAll}
          onChangeStatus={onChangeStatus}
        />
      )}
    </div>
  );
}
