/** What staff send to the job calls (GET /admin/jobs, POST /admin/jobs/{id}/retry). */
import { z } from 'zod';
import { idText } from '../validation/text.schemas';
import { JOB_STATUSES } from './job-status.rules';

/** GET /admin/jobs: one status (all when absent) and how many, 1–200 (50 unless given). */
export const jobListQuery = z.strictObject({
  status: z.enum(JOB_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/** A job's id in the path; anything but letters, digits and dashes is no job of ours. */
export const jobIdParams = z.strictObject({ id: idText().regex(/^[0-9a-zA-Z-]+$/, { error: 'Job not found' }) });
