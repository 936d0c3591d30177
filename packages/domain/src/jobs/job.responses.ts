/** Background jobs as staff see them (GET /admin/jobs, POST /admin/jobs/{id}/retry). Payloads are never shown. */
import { z } from 'zod';
import { JOB_STATUSES } from './job-status.rules';

export { JOB_STATUSES, type JobStatus } from './job-status.rules';

export const apiJob = z.object({
  _id: z.string(),
  name: z.string(),
  key: z.string().nullable(),
  status: z.enum(JOB_STATUSES),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  runAt: z.string().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ApiJob = z.infer<typeof apiJob>;

export const jobListData = z.object({ jobs: z.array(apiJob) });
export const jobData = z.object({ job: apiJob });
/** GET /admin/jobs */
export type JobList = z.infer<typeof jobListData>;
/** POST /admin/jobs/{id}/retry: the job, queued again. */
export type JobRetryResult = z.infer<typeof jobData>;
