/**
 * The Background jobs screen's status filter, kept in the URL (`?status=pending`, `?status=all`) so
 * a reload or a shared link shows the same list. No parameter means failed: the jobs that gave up
 * are the ones staff come here for (issue 5 "visible to staff when they fail").
 */
import { JOB_STATUSES, type JobStatus } from '@shop/domain/jobs/job-status.rules';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** 'all': every status. */
export type JobStatusFilter = JobStatus | 'all';

export const DEFAULT_JOB_STATUS: JobStatusFilter = 'failed';

/** The filter a URL value stands for; anything unknown reads as the default. */
export function parseJobStatusFilter(value: string | null): JobStatusFilter {
  if (value === 'all') return 'all';
  return JOB_STATUSES.find((status) => status === value) ?? DEFAULT_JOB_STATUS;
}

export function useJobStatusFilter() {
  const [params, setParams] = useSearchParams();
  const status = parseJobStatusFilter(params.get('status'));

  const setStatus = useCallback(
    (next: JobStatusFilter) =>
      setParams(
        (prev) => {
          const query = new URLSearchParams(prev);
          if (next === DEFAULT_JOB_STATUS) query.delete('status');
          else query.set('status', next);
          return query;
        },
        { replace: true },
      ),
    [setParams],
  );

  return { status, setStatus };
}
