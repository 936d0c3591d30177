/**
 * /admin-dashboard/invoices — Invoices (admin spec §2, SuperAdmin; issue 10): the GST tax invoices
 * as a card grid, Newest First or Oldest First, 20 a page with the pager only when there are more,
 * 'No Invoices found' when there are none, and a month's GSTR-1-style export for the accountant.
 */
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { InputField } from '../../../../components/ui/input';
import { LoadError } from '../../../../components/ui/load-error';
import { SelectField } from '../../../../components/ui/select';
import { CenteredSpinner } from '../../../../components/ui/spinner';
import { useDownloadGstr1 } from '../api/download-invoice-pdf';
import { INVOICES_PER_PAGE, useInvoices, type InvoiceSort } from '../api/list-invoices';
import { SuperAdminOnly } from '../../shell/components/super-admin-only';
import { InvoiceCard } from './invoice-card';

const SORTS = [
  { value: 'NEWEST', label: 'Newest First' },
  { value: 'OLDEST', label: 'Oldest First' },
];

/** This month in India time, YYYY-MM: the export's default. */
function thisMonthInIndia(): string {
  return new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);
}

function InvoicesScreen() {
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<InvoiceSort>('NEWEST');
  const [month, setMonth] = useState(thisMonthInIndia);
  const invoices = useInvoices(page, sort);
  const exportMonth = useDownloadGstr1();
  const list = invoices.data?.invoiceList;
  const pages = Math.max(1, Math.ceil((invoices.data?.invoiceCount ?? 0) / INVOICES_PER_PAGE));

  return (
    <div className="space-y-6">
      <header className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">Invoices</h1>
          <p className="mt-1 max-w-3xl text-sm text-slate-600">
            GST tax invoices, issued when an order is paid. Dates are in India time.
          </p>
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <SelectField
            label="Sort"
            options={SORTS}
            value={sort}
            onChange={(e) => {
              setSort(e.target.value as InvoiceSort);
              setPage(1);
            }}
          />
          <InputField label="GSTR-1 month" type="month" value={month} onChange={(e) => setMonth(e.target.value)} />
          <Button
            variant="secondary"
            disabled={!month || exportMonth.isPending}
            onClick={() => exportMonth.mutate(month)}
          >
            {exportMonth.isPending ? 'Exporting...' : 'Export CSV'}
          </Button>
        </div>
      </header>

      {invoices.isPending ? (
        <CenteredSpinner label="Loading invoices…" />
      ) : invoices.isError && !list ? (
        <LoadError
          title="Could not load invoices"
          message={invoices.error.message}
          onRetry={() => void invoices.refetch()}
        />
      ) : !list || list.length === 0 ? (
        <EmptyState title="No Invoices found" text="An invoice is issued when a customer pays for an order." />
      ) : (
        <section aria-label="Invoices" className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {list.map((invoice) => (
            <InvoiceCard key={invoice._id} invoice={invoice} />
          ))}
        </section>
      )}

      {pages > 1 && (
        <nav aria-label="Invoice pages" className="flex items-center justify-end gap-3 text-sm text-slate-600">
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            Previous
          </Button>
          <span>
            Page {page} of {pages}
          </span>
          <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            Next
          </Button>
        </nav>
      )}
    </div>
  );
}

export function InvoicesPage() {
  return (
    <SuperAdminOnly screen="Invoices">
      <InvoicesScreen />
    </SuperAdminOnly>
  );
}
