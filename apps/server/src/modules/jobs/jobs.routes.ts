/** Job routes for staff: see failed (or any) jobs; the SuperAdmin retries a failed one. */
import { idText } from '@shop/domain/validation/text';
import { responses } from '@shop/domain/api/envelope';
import { JOB_STATUSES, jobData, jobListData } from '@shop/domain/jobs/job.responses';
import { emptyBody } from '@shop/domain/validation/empty-body';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { success } from '../../lib/reply';
import { listJobs, retryJob } from './jobs.service';

const listQuery = z.strictObject({
  status: z.enum(JOB_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
const idParams = z.strictObject({ id: idText().regex(/^[0-9a-zA-Z-]+$/, { error: 'Job not found' }) });

export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/jobs',
    {
      schema: {
        tags: ['admin', 'jobs'],
        summary: 'Background jobs, newest change first (staff); ?status=failed for the ones that gave up',
        querystring: listQuery,
        response: responses(jobListData, [400, 401, 403]),
      },
      preHandler: app.requireStaff(),
    },
    async (request) => success({ jobs: await listJobs(app.db, request.query) }),
  );

  app.post(
    '/admin/jobs/:id/retry',
    {
      schema: {
        tags: ['admin', 'jobs'],
        summary: 'Run a failed job again (SuperAdmin)',
        params: idParams,
        body: emptyBody,
        response: responses(jobData, [400, 401, 403, 404, 409]),
      },
      preHandler: app.requireStaff(['SuperAdmin']),
    },
    async (request) =>
      success({ job: await retryJob(app.db, request.staff!.id, request.params.id) }, 'Job queued again'),
  );
};
