/**
 * The order list's filters and page, kept in the URL so a reload or a shared link shows the same
 * list (admin spec §2 "Order Management": status, payment status, newest/oldest, search), plus
 * `refund=due`: only orders with a capture still to give back (issue 5, staff's refunds-due view).
 */
import {
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  type OrderStatus,
  type PaymentStatus,
} from '@shop/domain/orders/order-status.rules';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ORDER_PAGE_SIZE, ORDER_PAGE_SIZES, type OrderListInput } from '../api/list-orders';

export type OrderSort = 'newest' | 'oldest';
export type OrderFilterKey = 'status' | 'payment' | 'refund' | 'sort' | 'q';

/** The URL value of the refund filter; any other value means no refund filter. */
export const REFUND_DUE_PARAM = 'due';

export interface OrderFilters {
  status: OrderStatus | '';
  payment: PaymentStatus | '';
  refundDue: boolean;
  sort: OrderSort;
  search: string;
  page: number;
  /** Orders a page: 5 (the spec's) unless `size` names another of ORDER_PAGE_SIZES. */
  pageSize: number;
}

const pick = <T extends string>(list: readonly T[], value: string | null): T | '' =>
  list.find((item) => item === value) ?? '';

export function useOrderFilters() {
  const [params, setParams] = useSearchParams();

  const filters: OrderFilters = useMemo(() => {
    const page = Number.parseInt(params.get('page') ?? '1', 10);
    return {
      status: pick(ORDER_STATUSES, params.get('status')),
      payment: pick(PAYMENT_STATUSES, params.get('payment')),
      refundDue: params.get('refund') === REFUND_DUE_PARAM,
      sort: params.get('sort') === 'oldest' ? 'oldest' : 'newest',
      search: params.get('q')?.trim() ?? '',
      page: Number.isFinite(page) && page > 0 ? page : 1,
      pageSize: ORDER_PAGE_SIZES.find((size) => String(size) === params.get('size')) ?? ORDER_PAGE_SIZE,
    };
  }, [params]);

  /** Changing a filter starts again from page 1. */
  const setFilter = useCallback(
    (key: OrderFilterKey, value: string) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (value && !(key === 'sort' && value === 'newest')) next.set(key, value);
          else next.delete(key);
          next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const setPage = useCallback(
    (page: number) =>
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        if (page > 1) next.set('page', String(page));
        else next.delete('page');
        return next;
      }),
    [setParams],
  );

  /** A new page size starts again from page 1; the spec's 5 leaves the URL clean. */
  const setPageSize = useCallback(
    (size: number) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (size !== ORDER_PAGE_SIZE) next.set('size', String(size));
          else next.delete('size');
          next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const clearFilters = useCallback(() => setParams(new URLSearchParams(), { replace: true }), [setParams]);

  const body: OrderListInput = useMemo(
    () => ({
      pageNum: filters.page,
      pageSize: filters.pageSize,
      filters: {
        ...(filters.status && { status: filters.status }),
        ...(filters.payment && { payment_status: filters.payment }),
        ...(filters.refundDue && { refund_due: true }),
        ...(filters.search && { search: filters.search }),
        sort: filters.sort,
      },
    }),
    [filters],
  );

  const hasFilters = Boolean(filters.status || filters.payment || filters.refundDue || filters.search);
  return { filters, body, hasFilters, setFilter, setPage, setPageSize, clearFilters };
}
