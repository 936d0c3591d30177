/** The order list's filters: search (500 ms debounce), status, payment status, sort (admin spec §2, §9). */
import { ORDER_STATUSES, PAYMENT_STATUSES } from '@shop/domain/orders/order-status';
import { useState } from 'react';
import type { OrderFilterKey, OrderFilters as Filters } from '../../hooks/use-order-filters';
import { useDebouncedCallback } from '../../hooks/use-debounced-callback';
import { Button } from '../ui/button';
import { inputClasses, labelClasses } from '../ui/field-classes';

export const ORDER_SEARCH_DEBOUNCE_MS = 500;

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
      className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto] lg:items-end"
    >
      <div className="col-span-2 lg:col-span-1">
        <label htmlFor="order-search" className={labelClasses}>Search orders</label>
        <input
          id="order-search"
          type="search"
          value={searchText}
          placeholder="Name, email, phone or order id"
          onChange={(event) => {
            setSearchText(event.target.value);
            search.run(event.target.value);
          }}
          className={inputClasses}
        />
      </div>
      <div>
        <label htmlFor="order-status-filter" className={labelClasses}>Order status</label>
        <select id="order-status-filter" value={filters.status} onChange={(e) => onChange('status', e.target.value)} className={inputClasses}>
          <option value="">All statuses</option>
          {ORDER_STATUSES.map((status) => <option key={status} value={status}>{status}</option>)}
        </select>
      </div>
      <div>
        <label htmlFor="order-payment-filter" className={labelClasses}>Payment status</label>
        <select id="order-payment-filter" value={filters.payment} onChange={(e) => onChange('payment', e.target.value)} className={inputClasses}>
          <option value="">All payments</option>
          {PAYMENT_STATUSES.map((status) => <option key={status} value={status}>{status}</option>)}
        </select>
      </div>
      <div>
        <label htmlFor="order-sort" className={labelClasses}>Sort by</label>
        <select id="order-sort" value={filters.sort} onChange={(e) => onChange('sort', e.target.value)} className={inputClasses}>
          <option value="newest">Newest first</option>
          <option value="oldest">Oldest first</option>
        </select>
      </div>
      <Button variant="ghost" onClick={clear} disabled={!hasFilters && !searchText} className="self-end justify-self-start lg:mb-0.5">
        Clear filters
      </Button>
    </form>
  );
}
