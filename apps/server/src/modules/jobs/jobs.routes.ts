/** Job routes for staff: see failed (or any) jobs; the SuperAdmin retries a failed one. Declared in jobs.contract.ts. */
import { jobsContract as calls } from '@shop/domain/jobs/jobs.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route';
import { success } from '../../lib/reply';
import { listJobs, retryJob } from './jobs.service';

export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  contractRoute(app, calls['GET /admin/jobs'], { preHandler: app.requireStaff() }, async (request) =>
    success({ jobs: await listJobs(app.db, request.query) }),
  );

  contractRoute(
    app,
    calls['POST /admin/jobs/:id/retry'],
    { preHandler: app.requireStaff(['SuperAdmin']) },
    async (request) =>
      success({ job: await retryJob(app.db, request.staff!.id, request.params.id) }, 'Job queued again'),
  );
};
