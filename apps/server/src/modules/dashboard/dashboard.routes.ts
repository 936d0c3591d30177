/** GET /admin/dashboard (admin spec §7; any staff member: §6 puts the overview under no role). Declared in dashboard.contract.ts. */
import { dashboardContract as calls } from '@shop/domain/dashboard/dashboard.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route';
import { success } from '../../lib/reply';
import { dashboard } from './dashboard.service';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  contractRoute(app, calls['GET /admin/dashboard'], { preHandler: app.requireStaff() }, async () =>
    success({ dashboard_data: await dashboard(app.db, app.clock.now()) }),
  );
};
