/** Background jobs as a table for wide screens: job, status, attempts, last error, when, and Retry for a SuperAdmin (issue 5). */
import type { ApiJob } from '@shop/domain/jobs/job.responses';
import { JobAttempts, JobLastError, JobName, JobStatusBadge, JobWhen } from './job-cells';
import { JobRetryButton } from './job-retry-button';

export interface JobsViewProps {
  jobs: ApiJob[];
  canRetry: boolean;
}

export function JobsTable({ jobs, canRetry }: JobsViewProps) {
  const headings = ['Job', 'Status', 'Attempts', 'Last error', 'When', ...(canRetry ? [''] : [])];
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <thead className="bg-slate-50">
          <tr>
            {headings.map((heading, i) => (
              <th
                key={i}
                scope="col"
                className="whitespace-nowrap px-3 py-3 text-left text-xs font-semibold uppercase tracking-wide text-slate-500 first:pl-5 last:pr-5"
              >
                {heading || <span className="sr-only">Actions</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 bg-white">
          {jobs.map((job) => (
            <tr key={job._id} className="align-top hover:bg-slate-50/60">
              <td className="max-w-72 py-4 pr-3 pl-5">
                <JobName job={job} />
              </td>
              <td className="px-3 py-4">
                <JobStatusBadge status={job.status} />
              </td>
              <td className="px-3 py-4">
                <JobAttempts job={job} />
              </td>
              <td className="w-full min-w-64 px-3 py-4">
                <JobLastError error={job.lastError} />
              </td>
              <td className="px-3 py-4 last:pr-5">
                <JobWhen job={job} />
              </td>
              {canRetry && (
                <td className="py-4 pr-5 pl-3 text-right">
                  {job.status === 'failed' && <JobRetryButton jobId={job._id} jobName={job.name} />}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
