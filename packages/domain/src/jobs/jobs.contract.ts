/**
 * The background job calls for staff: see failed (or any) jobs; the SuperAdmin retries a failed
 * one. Declared once for the server and the web (api/contract.schemas.ts).
 */
import { defineContract } from '../api/contract.schemas';
import { emptyBody } from '../validation/empty-body.schemas';
import { jobData, jobListData } from './job.responses';
import { jobIdParams, jobListQuery } from './job.schemas';

export const jobsContract = defineContract('admin', {
  'GET /admin/jobs': {
    summary: 'Background jobs, newest change first (staff); ?status=failed for the ones that gave up',
    tags: ['jobs'],
    query: jobListQuery,
    reply: jobListData,
    errors: [400, 401, 403],
  },
  'POST /admin/jobs/:id/retry': {
    summary: 'Run a failed job again (SuperAdmin)',
    tags: ['jobs'],
    params: jobIdParams,
    body: emptyBody,
    reply: jobData,
    errors: [400, 401, 403, 404, 409],
  },
});
