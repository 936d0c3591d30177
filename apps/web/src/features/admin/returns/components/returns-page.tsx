/**
 * /admin-dashboard/return-requests — Return Requests (admin spec §2 'Return Requests Management',
 * SuperAdmin only, §6; issue 26): the requests as cards, filtered by state and searched, 10, 20 or
 * 50 a page, Refresh, 'No return requests found' when none match.
 */
import { RETURN_STATUSES, type ReturnStatus } from '@shop/domain/returns/return-lifecycle';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { InputField } from '../../../../components/ui/input';
import { LoadError } from '../../../../components/ui/load-error';
import { SelectField } from '../../../../components/ui/select';
import { CenteredSpinner } from '../../../../components/ui/spinner';
import { useDebouncedValue } from '../../../../hooks/use-debounced-value';
import { RETURN_PAGE_SIZES, useReturns } from '../api/list-returns';
import { SuperAdminOnly } from '../../shell/components/super-admin-only';
import { EntriesPager } from '../../shell/components/entries-pager';
import { ReturnCard } from './return-card';

const STATE_OPTIONS = [{ value: '', label: 'All states' }, ...RETURN_STATUSES];
const SIZE_OPTIONS = RETURN_PAGE_SIZES.map((n) => ({ value: String(n), label: `${n} per page` }));

function ReturnsScreen() {
  const [pageNum, setPageNum] = useState(1);
  const [pageSize, setPageSize] = useState<number>(RETURN_PAGE_SIZES[0]);
  const [status, setStatus] = useState<ReturnStatus | ''>('');
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText, 300);
  const returns = useReturns({ pageNum, pageSize, status, search });
  const list = returns.data?.returnRequestList;
  const total = returns.data?.totalCount ?? 0;

  return (
    <div className="space-y-6">
      <header className="space-y-4">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">Return Requests</h1>
          <p className="mt-1 max-w-3xl text-sm text-slate-600">
            Approve, collect, receive and refund returns. A refund goes back through the original payment with a credit
            note.
          </p>
        </div>
        <div className="grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap">
          <InputField
            label="Search"
            type="search"
            placeholder="Order or return id"
            className="col-span-2 sm:w-64"
            value={searchText}
            onChange={(e) => {
              setSearchText(e.target.value);
              setPageNum(1);
            }}
          />
          <SelectField
            label="State"
            options={STATE_OPTIONS}
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as ReturnStatus | '');
              setPageNum(1);
            }}
          />
          <SelectField
            label="Per page"
            options={SIZE_OPTIONS}
            value={String(pageSize)}
            onChange={(e) => {
              setPageSize(Number(e.target.value));
              setPageNum(1);
            }}
          />
          <Button variant="secondary" isLoading={returns.isFetching} onClick={() => void returns.refetch()}>
            Refresh
          </Button>
        </div>
      </header>

      {returns.isPending ? (
        <CenteredSpinner label="Loading return requests…" />
      ) : returns.isError && !list ? (
        <LoadError
          title="Could not load return requests"
          message={returns.error.message}
          onRetry={() => void returns.refetch()}
        />
      ) : !list || list.length === 0 ? (
        <EmptyState
          title="No return requests found"
          text={
            status || search
              ? 'No request matches these filters.'
              : 'Customers ask for returns from Your Orders in their account.'
          }
        />
      ) : (
        <section aria-label="Return requests" className="grid grid-cols-1 gap-4 xl:grid-cols-2">
          {list.map((r) => (
            <ReturnCard key={r._id} request={r} />
          ))}
        </section>
      )}

      {/* The spec shows the pager past 20; with 10 a page, requests 11 to 20 would be out of reach, so it shows once there is a second page. */}
      {total > pageSize && (
        <EntriesPager
          page={pageNum}
          pageSize={pageSize}
          total={total}
          noun="requests"
          label="Return request pages"
          onPage={setPageNum}
        />
      )}
    </div>
  );
}

/** The screen behind the SuperAdmin check (others see the Unauthorized popup). */
export function ReturnsPage() {
  return (
    <SuperAdminOnly screen="Return Requests">
      <ReturnsScreen />
    </SuperAdminOnly>
  );
}
