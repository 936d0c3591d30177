/** GET /admin/jobs (staff) — the latest background jobs of one status, newest change first (issue 5 "Background jobs"). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobStatus } from '@shop/domain/jobs/job-status.rules';
import type { JobList } from '@shop/domain/jobs/job.responses';
import { api } from '../../../../lib/api-client';

/** How many jobs the screen asks for; the server keeps the newest changes first. */
export const JOB_LIST_LIMIT = 50;
/** Jobs change without anyone touching the screen (a retry runs, a refund fails): look again every 15 s. */
export const JOBS_REFRESH_MS = 15_000;

export const jobsKey = ['admin', 'jobs'] as const;

/** `status` undefined: jobs of every status. */
export function listJobs(status: JobStatus | undefined, signal?: AbortSignal): Promise<JobList> {
  return api.call('GET /admin/jobs', { query: { limit: JOB_LIST_LIMIT, status } }, { signal });
}

export const listJobsQueryOptions = (status: JobStatus | undefined) =>
  queryOptions({
    queryKey: [...jobsKey, status ?? 'all'],
    queryFn: ({ signal }) => listJobs(status, signal),
    refetchInterval: JOBS_REFRESH_MS,
  });

export function useJobs(status: JobStatus | undefined) {
  return useQuery(listJobsQueryOptions(status));
}
