/** Page links under the order list: the page size (5 by default), Previous, up to 5 numbered pages, Next (admin spec §2, §9). */
import { ORDER_PAGE_SIZES } from '../api/list-orders';
import { pageCountOf, pageWindow } from '../../shell/lib/page-window';

interface OrdersPaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}

const base =
  'inline-flex h-9 min-w-9 items-center justify-center rounded-md px-3 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-40';

export function OrdersPagination({ page, pageSize, total, onPage, onPageSize }: OrdersPaginationProps) {
  const pageCount = pageCountOf(total, pageSize);
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);

  return (
    <div className="flex flex-col items-center gap-3 border-t border-slate-200 px-4 py-3 sm:flex-row sm:justify-between sm:px-5">
      <div className="flex flex-wrap items-center justify-center gap-x-4 gap-y-2">
        <p className="text-sm text-slate-600">
          Showing{' '}
          <span className="font-medium text-slate-900">
            {first}–{last}
          </span>{' '}
          of <span className="font-medium text-slate-900">{total}</span> orders
        </p>
        <label className="flex items-center gap-2 text-sm text-slate-600">
          Per page
          <select
            value={pageSize}
            onChange={(event) => onPageSize(Number(event.target.value))}
            className="h-9 rounded-md border-0 bg-white py-1 pr-8 pl-2.5 text-sm text-slate-900 ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-600"
          >
            {ORDER_PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
      </div>
      {pageCount > 1 && (
        <nav aria-label="Pagination" className="flex flex-wrap items-center justify-center gap-1">
          <button
            type="button"
            className={`${base} text-slate-600 hover:bg-slate-100`}
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
          >
            Previous
          </button>
          {pageWindow(page, pageCount).map((n) => (
            <button
              key={n}
              type="button"
              aria-current={n === page ? 'page' : undefined}
              onClick={() => onPage(n)}
              className={`${base} ${n === page ? 'bg-brand-600 text-white shadow-sm' : 'text-slate-700 ring-1 ring-slate-200 ring-inset hover:bg-slate-50'}`}
            >
              {n}
            </button>
          ))}
          <button
            type="button"
            className={`${base} text-slate-600 hover:bg-slate-100`}
            disabled={page >= pageCount}
            onClick={() => onPage(page + 1)}
          >
            Next
          </button>
        </nav>
      )}
    </div>
  );
}
