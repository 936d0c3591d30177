/** GET /admin/dashboard (admin spec §7; any staff member: §6 puts the overview under no role). */
import { responses } from '@shop/domain/api/envelope';
import { dashboardData } from '@shop/domain/dashboard/dashboard.responses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/reply';
import { dashboard } from './dashboard.service';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/dashboard',
    {
      schema: {
        tags: ['admin'],
        summary: 'Counts, recent orders and the last 30 India days of paid orders (staff)',
        response: responses(dashboardData, [401, 403]),
      },
      preHandler: app.requireStaff(),
    },
    async () => success({ dashboard_data: await dashboard(app.db, app.clock.now()) }),
  );
};
