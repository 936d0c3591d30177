/**
 * /admin-dashboard/jobs — Background jobs (issue 5): the latest jobs of one status, failed by
 * default, with what each does, its attempts, last error and when. A SuperAdmin may retry a
 * failed one; a SubAdmin sees the list only (the server refuses them the retry anyway).
 */
import { JOB_STATUSES } from '@shop/domain/jobs/job-status.rules';
import { SelectField } from '../../../../components/ui/select';
import { useAdminSession } from '../../shell/api/get-admin-session';
import { JOB_LIST_LIMIT, useJobs } from '../api/list-jobs';
import { useJobStatusFilter, type JobStatusFilter } from '../hooks/use-job-status-filter';
import { useMediaQuery } from '../../shell/hooks/use-media-query';
import { JobCards } from './job-cards';
import { JobsTable } from './jobs-table';
import { JobsEmpty, JobsError, JobsLoading } from './jobs-list-state';

const STATUS_OPTIONS = [
  ...JOB_STATUSES.map((status) => ({ value: status, label: status.charAt(0).toUpperCase() + status.slice(1) })),
  { value: 'all', label: 'All statuses' },
];

export function JobsPage() {
  const { status, setStatus } = useJobStatusFilter();
  const jobs = useJobs(status === 'all' ? undefined : status);
  const admin = useAdminSession().data;
  const canRetry = admin?.role === 'SuperAdmin';
  const wide = useMediaQuery('(min-width: 1024px)');

  const error = jobs.error;

  const list = jobs.data?.jobs;
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-semibold text-slate-900">Background jobs</h1>
        <p className="mt-1 max-w-3xl text-sm text-slate-500">
          Work the shop does on its own: refunds, payment checks, ending stock holds, e-mail. A job that keeps failing
          stops here
          {canRetry ? ' until you retry it.' : '; a SuperAdmin can retry it.'}
        </p>
      </header>

      <section
        aria-label="Filters"
        className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-end sm:justify-between sm:p-5"
      >
        <SelectField
          label="Status"
          id="job-status-filter"
          value={status}
          onChange={(e) => setStatus(e.target.value as JobStatusFilter)}
          options={STATUS_OPTIONS}
          className="sm:w-56"
        />
        {list && list.length > 0 && (
          <p className="text-sm text-slate-500">
            {list.length >= JOB_LIST_LIMIT
              ? `The latest ${JOB_LIST_LIMIT} jobs`
              : `${list.length} job${list.length === 1 ? '' : 's'}`}
            , newest change first
          </p>
        )}
      </section>

      <section aria-label="Jobs" className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
        {jobs.isPending ? (
          <JobsLoading />
        ) : jobs.isError && !list ? (
          <JobsError message={error?.message ?? 'Please try again.'} onRetry={() => void jobs.refetch()} />
        ) : !list || list.length === 0 ? (
          <JobsEmpty status={status} />
        ) : wide ? (
          <JobsTable jobs={list} canRetry={canRetry} />
        ) : (
          <JobCards jobs={list} canRetry={canRetry} />
        )}
      </section>
    </div>
  );
}
