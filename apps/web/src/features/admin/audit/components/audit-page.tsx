/**
 * /admin-dashboard/audit-log — Audit Log (SuperAdmin; issue 9; decision 034): every staff change,
 * newest first, with who, when, what and the values before and after; filters by entity, staff
 * member and India dates; 20 a page with 'Showing X to Y of Z entries'; a table from 768 px, cards
 * on phones.
 */
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { LoadError } from '../../../../components/ui/load-error';
import { CenteredSpinner } from '../../../../components/ui/spinner';
import { useAudit, type AuditFilters as Filters } from '../api/list-audit';
import { useStaff } from '../../staff/api/list-staff';
import { useMediaQuery } from '../../shell/hooks/use-media-query';
import { SuperAdminOnly } from '../../shell/components/super-admin-only';
import { AuditCards } from './audit-cards';
import { AuditFilters } from './audit-filters';
import { AuditTable } from './audit-table';

function AuditScreen() {
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(1);
  const audit = useAudit(page, filters);
  const staff = useStaff();
  // The table's five columns need a tablet's width; phones get one card per entry.
  const wide = useMediaQuery('(min-width: 768px)');
  const data = audit.data;
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / (data?.pageSize ?? 20)));
  const first = data && data.total > 0 ? (data.pageNum - 1) * data.pageSize + 1 : 0;
  const last = data ? first + data.entries.length - 1 : 0;

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-semibold text-slate-900">Audit log</h1>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">
          Every change staff made, newest first, with the values before and after. Times are India time.
        </p>
      </header>
      <AuditFilters
        filters={filters}
        staff={staff.data?.staff ?? []}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      <section
        aria-label="Audit entries"
        className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200"
      >
        {audit.isPending ? (
          <CenteredSpinner label="Loading the audit log…" />
        ) : audit.isError && !data ? (
          <LoadError
            title="Could not load the audit log"
            message={audit.error.message}
            onRetry={() => void audit.refetch()}
          />
        ) : !data || data.entries.length === 0 ? (
          <EmptyState title="No entries found" text="No staff change matches these filters." />
        ) : wide ? (
          <AuditTable entries={data.entries} />
        ) : (
          <AuditCards entries={data.entries} />
        )}
      </section>
      {data && data.total > 0 && (
        <nav
          aria-label="Audit log pages"
          className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600"
        >
          <span>
            Showing {first} to {last} of {data.total} entries
          </span>
          <span className="flex items-center gap-3">
            <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
              Previous
            </Button>
            <span>
              Page {page} of {pages}
            </span>
            <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
              Next
            </Button>
          </span>
        </nav>
      )}
    </div>
  );
}

export function AuditPage() {
  return (
    <SuperAdminOnly screen="the Audit log">
      <AuditScreen />
    </SuperAdminOnly>
  );
}
