/** Background jobs as cards for phones, with the same fields as the table (issue 5). */
import { JobAttempts, JobLastError, JobName, JobStatusBadge, JobWhen } from './job-cells';
import { JobRetryButton } from './job-retry-button';
import type { JobsViewProps } from './jobs-table';

export function JobCards({ jobs, canRetry }: JobsViewProps) {
  return (
    <ul className="divide-y divide-slate-200">
      {jobs.map((job) => (
        <li key={job._id} className="space-y-3 p-4" aria-label={job.name}>
          <div className="flex items-start justify-between gap-3">
            <JobName job={job} />
            <JobStatusBadge status={job.status} />
          </div>
          <JobLastError error={job.lastError} />
          <div className="flex items-end justify-between gap-3">
            <div className="space-y-1">
              <p className="text-xs text-slate-500">
                Attempts <JobAttempts job={job} />
              </p>
              <JobWhen job={job} />
            </div>
            {canRetry && job.status === 'failed' && <JobRetryButton jobId={job._id} jobName={job.name} />}
          </div>
        </li>
      ))}
    </ul>
  );
}
