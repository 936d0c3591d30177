/**
 * Return Requests at /profile?section=return-requests (shopper spec §2 profile, §8): the
 * customer's requests with Refresh, 'No Return Requests' when there are none, and 'Failed to
 * fetch return requests' when the list cannot load.
 */
import { NO_RETURN_REQUESTS, RETURN_LIST_FAILED } from '@shop/domain/returns/return.rules';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { LoadError } from '../../../../components/ui/load-error';
import { CenteredSpinner } from '../../../../components/ui/spinner';
import { useMyReturns } from '../../api/get-my-returns';
import { ReturnRequestCard } from './return-request-card';

/** The section: heading with Refresh, then the list, its empty state or its load error. */
export function ReturnRequestsSection() {
  const returns = useMyReturns();
  const list = returns.data?.returnRequestList;
  return (
    <section aria-labelledby="returns-heading">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="returns-heading" className="text-xl font-bold text-slate-900">
          Return Requests
        </h2>
        <Button variant="secondary" size="sm" isLoading={returns.isFetching} onClick={() => void returns.refetch()}>
          Refresh
        </Button>
      </div>
      {returns.isPending ? (
        <CenteredSpinner className="py-16" label="Loading your return requests..." />
      ) : returns.isError && !list ? (
        <LoadError title={RETURN_LIST_FAILED} message={returns.error.message} onRetry={() => void returns.refetch()} />
      ) : !list || list.length === 0 ? (
        <EmptyState
          title={NO_RETURN_REQUESTS}
          text="Delivered orders can be returned from Your Orders within the return window."
        />
      ) : (
        <ul className="space-y-4">
          {list.map((request) => (
            <ReturnRequestCard key={request._id} request={request} />
          ))}
        </ul>
      )}
    </section>
  );
}
