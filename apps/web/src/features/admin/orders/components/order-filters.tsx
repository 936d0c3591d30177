/** The order list's filters: search (500 ms debounce), status, payment status, refunds due, sort (admin spec §2, §9; issue 5). */
import { ORDER_STATUSES, PAYMENT_STATUSES } from '@shop/domain/orders/order-status.rules';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { InputField } from '../../../../components/ui/input';
import { SelectField } from '../../../../components/ui/select';
import { REFUND_DUE_PARAM, type OrderFilterKey, type OrderFilters as Filters } from '../hooks/use-order-filters';
import { useDebouncedCallback } from '../hooks/use-debounced-callback';

export const ORDER_SEARCH_DEBOUNCE_MS = 500;

const STATUS_OPTIONS = [{ value: '', label: 'All statuses' }, ...ORDER_STATUSES];
const PAYMENT_OPTIONS = [{ value: '', label: 'All payments' }, ...PAYMENT_STATUSES];
const REFUND_OPTIONS = [
  { value: '', label: 'All orders' },
  { value: REFUND_DUE_PARAM, label: 'Refund due' },
];
const SORT_OPTIONS = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
];

interface OrderFiltersProps {
  filters: Filters;
  hasFilters: boolean;
  onChange: (key: OrderFilterKey, value: string) => void;
  onClear: () => void;
}

export function OrderFilters({ filters, hasFilters, onChange, onClear }: OrderFiltersProps) {
  const [searchText, setSearchText] = useState(filters.search);
  const search = useDebouncedCallback((text: string) => onChange('q', text.trim()), ORDER_SEARCH_DEBOUNCE_MS);

  function clear() {
    search.cancel();
    setSearchText('');
    onClear();
  }

  return (
    <form
      role="search"
      aria-label="Filter orders"
      onSubmit={(event) => {
        event.preventDefault();
        search.flush();
      }}
      className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-[minmax(0,2fr)_repeat(4,minmax(0,1fr))_auto] lg:items-end"
    >
      <InputField
        label="Search orders"
        id="order-search"
        type="search"
        value={searchText}
        placeholder="Name, email, phone or order id"
        onChange={(event) => {
          setSearchText(event.target.value);
          search.run(event.target.value);
        }}
        className="col-span-2 lg:col-span-1"
      />
      <SelectField
        label="Order status"
        id="order-status-filter"
        value={filters.status}
        onChange={(e) => onChange('status', e.target.value)}
        options={STATUS_OPTIONS}
      />
      <SelectField
        label="Payment status"
        id="order-payment-filter"
        value={filters.payment}
        onChange={(e) => onChange('payment', e.target.value)}
        options={PAYMENT_OPTIONS}
      />
      <SelectField
        label="Refunds"
        id="order-refund-filter"
        value={filters.refundDue ? REFUND_DUE_PARAM : ''}
        onChange={(e) => onChange('refund', e.target.value)}
        options={REFUND_OPTIONS}
      />
      <SelectField
        label="Sort by"
        id="order-sort"
        value={filters.sort}
        onChange={(e) => onChange('sort', e.target.value)}
        options={SORT_OPTIONS}
      />
      <Button
        variant="ghost"
        onClick={clear}
        disabled={!hasFilters && !searchText}
        className="self-end justify-self-start"
      >
        Clear filters
      </Button>
    </form>
  );
}
