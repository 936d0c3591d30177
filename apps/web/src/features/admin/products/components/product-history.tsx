/**
 * The History section of Product Management's View modal (issue 9 "Audit log"): the product's
 * audit entries and its stock's, newest first — when (India time), who, what, and each changed
 * field before → after — ten at a time with "Show more", and an empty state. SuperAdmin only, as
 * the screen is (the server refuses anyone else).
 */
import type { AuditEntry } from '@shop/domain/audit/audit.responses';
import { Button } from '../../../../components/ui/button';
import { Spinner } from '../../../../components/ui/spinner';
import { formatDateTime } from '../../../../lib/format';
import { useProductHistory } from '../api/get-product-history';
import { auditActionLabel } from '../../audit/lib/audit-values';
import { AuditChanges } from '../../audit/components/audit-changes';

function HistoryEntry({ entry }: { entry: AuditEntry }) {
  return (
    <li className="py-3">
      <div className="mb-1.5 flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="text-sm font-medium text-slate-900">{auditActionLabel(entry.action)}</p>
        <p className="text-xs text-slate-500">
          <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time> ·{' '}
          {entry.staff_name ?? 'Unknown staff'}
        </p>
      </div>
      <AuditChanges entry={entry} />
    </li>
  );
}

export function ProductHistory({ productId }: { productId: string }) {
  const history = useProductHistory(productId);
  const entries = history.data?.pages.flatMap((page) => page.entries) ?? [];
  const total = history.data?.pages[0]?.total ?? 0;
  return (
    // Focusable: the View modal's body scrolls, and this gives keyboard users a stop inside it to scroll with the arrow keys.
    <section
      aria-labelledby="product-history-title"
      tabIndex={0}
      className="mt-5 border-t border-slate-200 pt-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <h3 id="product-history-title" className="text-sm font-semibold text-slate-900">
        History {total > 0 && <span className="font-normal text-slate-500">({total})</span>}
      </h3>
      {history.isPending ? (
        <div className="py-4">
          <Spinner size="sm" label="Loading the history…" />
        </div>
      ) : history.isError && entries.length === 0 ? (
        <p role="alert" className="py-3 text-sm text-red-700">
          Could not load the history: {history.error.message}{' '}
          <Button variant="secondary" size="sm" onClick={() => void history.refetch()}>
            Try again
          </Button>
        </p>
      ) : entries.length === 0 ? (
        <p className="py-3 text-sm text-slate-500">
          No changes recorded yet. Edits, deletions, restores and stock changes by staff will show here.
        </p>
      ) : (
        <>
          <ol aria-label="Changes, newest first" className="divide-y divide-slate-100">
            {entries.map((entry) => (
              <HistoryEntry key={entry._id} entry={entry} />
            ))}
          </ol>
          {history.hasNextPage && (
            <div className="pt-2">
              <Button
                variant="secondary"
                size="sm"
                isLoading={history.isFetchingNextPage}
                onClick={() => void history.fetchNextPage()}
              >
                Show more ({total - entries.length} older)
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
