/**
 * /admin-dashboard/return-requests — Return Requests (admin spec §2 'Return Requests Management',
 * SuperAdmin only, §6; issue 26): the requests as cards, filtered by state and searched, 10, 20 or
 * 50 a page, Refresh, 'No return requests found' when none match.
 */
import { EmptyState } from '../../../../components/ui/empty-state';
import { LoadError } from '../../../../components/ui/load-error';
import { CenteredSpinner } from '../../../../components/ui/spinner';
import { SuperAdminOnly } from '../../shell/components/super-admin-only';
import { EntriesPager } from '../../shell/components/entries-pager';
import { useReturnsListing } from '../hooks/use-returns-listing';
import { ReturnCard } from './return-card';
import { ReturnsFilters } from './returns-filters';

function ReturnsScreen() {
  const { pageNum, setPageNum, filters, changeFilters, search, returns } = useReturnsListing();
  const { status, pageSize } = filters;
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
        <ReturnsFilters
          filters={filters}
          onChange={changeFilters}
          refreshing={returns.isFetching}
          onRefresh={() => void returns.refetch()}
        />
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
