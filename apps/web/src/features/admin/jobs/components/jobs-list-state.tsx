/** What the jobs list shows instead of rows: loading, a load error, or "No failed jobs" and its kin (issue 5). */
import { LoadError } from '../../../../components/ui/load-error';
import type { JobStatusFilter } from '../hooks/use-job-status-filter';

export function JobsLoading() {
  return (
    <div role="status" aria-label="Loading jobs" className="divide-y divide-slate-100">
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} className="flex animate-pulse items-center gap-4 px-5 py-5">
          <div className="h-4 w-40 rounded bg-slate-200" />
          <div className="h-4 w-14 rounded bg-slate-200" />
          <div className="h-4 flex-1 rounded bg-slate-200" />
        </div>
      ))}
    </div>
  );
}

export function JobsError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return <LoadError title="Could not load jobs" message={message} onRetry={onRetry} />;
}

const EMPTY_TEXT: Record<JobStatusFilter, [string, string]> = {
  failed: ['No failed jobs', 'Every background job has finished or is still trying.'],
  pending: ['No pending jobs', 'Nothing is waiting to run.'],
  running: ['No running jobs', 'No job is being worked on right now.'],
  done: ['No finished jobs', 'Jobs that finish will appear here.'],
  all: ['No jobs yet', 'Refunds, payment checks, stock holds and e-mails will appear here.'],
};

export function JobsEmpty({ status }: { status: JobStatusFilter }) {
  const [title, text] = EMPTY_TEXT[status];
  return (
    <div className="flex flex-col items-center gap-2 px-6 py-14 text-center">
      <svg
        aria-hidden
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.5}
        className="size-10 text-slate-300"
      >
        <path
          strokeLinecap="round"
          strokeLinejoin="round"
          d="M9 12.75 11.25 15 15 9.75M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z"
        />
      </svg>
      <p className="font-medium text-slate-900">{title}</p>
      <p className="text-sm text-slate-500">{text}</p>
    </div>
  );
}
