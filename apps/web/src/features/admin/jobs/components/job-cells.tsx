/** The parts of a job row the table and the phone cards share: what it is, its state, its attempts, when, its last error. */
import type { ApiJob, JobStatus } from '@shop/domain/jobs/job.responses';
import { useState } from 'react';
import { Badge, type BadgeTone } from '../../../../components/ui/badge';
import { formatDateTime } from '../../../../lib/format';
import { jobLabel } from '../lib/job-labels';

const STATUS_TONES: Record<JobStatus, BadgeTone> = { pending: 'amber', running: 'sky', done: 'green', failed: 'red' };
const STATUS_LABELS: Record<JobStatus, string> = {
  pending: 'Pending',
  running: 'Running',
  done: 'Done',
  failed: 'Failed',
};

export function JobStatusBadge({ status }: { status: JobStatus }) {
  return <Badge tone={STATUS_TONES[status] ?? 'slate'}>{STATUS_LABELS[status] ?? status}</Badge>;
}

/** The job in words over its server name and key (the key names the work: `refund:<id>`, an order id…). */
export function JobName({ job }: { job: Pick<ApiJob, 'name' | 'key'> }) {
  return (
    <div className="min-w-0">
      <p className="font-medium text-slate-900">{jobLabel(job.name)}</p>
      <p className="truncate font-mono text-xs text-slate-500" title={job.key ?? job.name}>
        {job.name}
        {job.key && <span className="text-slate-400"> · {job.key}</span>}
      </p>
    </div>
  );
}

export function JobAttempts({ job }: { job: Pick<ApiJob, 'attempts' | 'maxAttempts'> }) {
  return (
    <span
      className="whitespace-nowrap tabular-nums text-slate-700"
      title={`${job.attempts} of ${job.maxAttempts} attempts`}
    >
      {job.attempts} / {job.maxAttempts}
    </span>
  );
}

/** What happened last and when: gave up, finished, due (or waiting, when due at once), started; when it was queued under it. */
export function JobWhen({ job }: { job: ApiJob }) {
  const [label, at] =
    job.status === 'failed'
      ? ['Gave up', job.finishedAt ?? job.updatedAt]
      : job.status === 'done'
        ? ['Finished', job.finishedAt ?? job.updatedAt]
        : job.status === 'pending'
          ? job.runAt
            ? ['Due', job.runAt]
            : ['Waiting since', job.updatedAt]
          : ['Started', job.updatedAt];
  return (
    <div className="text-sm whitespace-nowrap">
      <p className="text-slate-700">
        {label} <time dateTime={at}>{formatDateTime(at)}</time>
      </p>
      <p className="text-xs text-slate-500">
        Queued <time dateTime={job.createdAt}>{formatDateTime(job.createdAt)}</time>
      </p>
    </div>
  );
}

/** Errors longer than this get a "Show all" toggle (phones have no hover to read the rest). */
const LONG_ERROR_CHARS = 140;

/** The last error, a few lines of it and the rest on demand (the server keeps at most 2,000 characters). */
export function JobLastError({ error }: { error: string | null }) {
  const [expanded, setExpanded] = useState(false);
  if (!error) return <span className="text-sm text-slate-400">—</span>;
  const long = error.length > LONG_ERROR_CHARS;
  return (
    <div className="min-w-0">
      <p className={`font-mono text-xs break-words whitespace-pre-wrap text-red-700 ${expanded ? '' : 'line-clamp-3'}`}>
        {error}
      </p>
      {long && (
        <button
          type="button"
          onClick={() => setExpanded((open) => !open)}
          aria-expanded={expanded}
          className="mt-1 text-xs font-medium text-brand-700 hover:underline"
        >
          {expanded ? 'Show less' : 'Show all'}
        </button>
      )}
    </div>
  );
}
