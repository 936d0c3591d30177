/**
 * /admin-dashboard/complaints — Customer Complaints (admin spec §2; any staff member, §6): the
 * support tickets as cards, overdue first then newest, filtered by status, with Refresh, 'No
 * complaints found', 20 a page, and the Send Email and Update Status modals (docs/decisions/053).
 */
import { COMPLAINTS_FETCH_FAILED } from '@shop/domain/support/ticket.rules';
import { TICKET_STATUSES, type TicketStatus } from '@shop/domain/support/ticket-status.rules';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { LoadError } from '../../../../components/ui/load-error';
import { SelectField } from '../../../../components/ui/select';
import { CenteredSpinner } from '../../../../components/ui/spinner';
import { useComplaints, type Complaint } from '../api/list-complaints';
import { ComplaintCard } from './complaint-card';
import { ComplaintStatusDialog } from './complaint-status-dialog';
import { SendEmailDialog } from './send-email-dialog';

const STATUS_OPTIONS = [{ value: '', label: 'All statuses' }, ...TICKET_STATUSES];

export function ComplaintsPage() {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<TicketStatus | ''>('');
  const [dialog, setDialog] = useState<{ kind: 'email' | 'status'; complaint: Complaint } | null>(null);
  const complaints = useComplaints(page, status);
  const list = complaints.data?.complaints;
  const pages = Math.max(1, Math.ceil((complaints.data?.total ?? 0) / (complaints.data?.pageSize ?? 20)));

  return (
    <div className="space-y-6">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">Customer Complaints</h1>
          <p className="mt-1 max-w-3xl text-sm text-slate-600">
            Overdue first: the law wants each resolved within a month of the complaint. Dates are in India time.
          </p>
        </div>
        <div className="flex items-end gap-3">
          <SelectField
            label="Status"
            options={STATUS_OPTIONS}
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as TicketStatus | '');
              setPage(1);
            }}
          />
          <Button variant="secondary" isLoading={complaints.isFetching} onClick={() => void complaints.refetch()}>
            Refresh
          </Button>
        </div>
      </header>

      {complaints.isPending ? (
        <CenteredSpinner label="Loading complaints…" />
      ) : complaints.isError && !list ? (
        <LoadError
          title={COMPLAINTS_FETCH_FAILED}
          message={complaints.error.message}
          onRetry={() => void complaints.refetch()}
        />
      ) : !list || list.length === 0 ? (
        <EmptyState
          title="No complaints found"
          text={status ? `No complaint is ${status}.` : 'Complaints customers raise under Help & Support appear here.'}
        />
      ) : (
        <section aria-label="Complaints" className="grid grid-cols-1 gap-4 xl:grid-cols-2">
          {list.map((c) => (
            <ComplaintCard
              key={c._id}
              complaint={c}
              onEmail={() => setDialog({ kind: 'email', complaint: c })}
              onStatus={() => setDialog({ kind: 'status', complaint: c })}
            />
          ))}
        </section>
      )}

      {pages > 1 && (
        <nav aria-label="Complaint pages" className="flex items-center justify-end gap-3 text-sm text-slate-600">
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

      {dialog?.kind === 'email' && <SendEmailDialog complaint={dialog.complaint} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'status' && (
        <ComplaintStatusDialog complaint={dialog.complaint} onClose={() => setDialog(null)} />
      )}
    </div>
  );
}
