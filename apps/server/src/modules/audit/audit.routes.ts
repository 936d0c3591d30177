/** Audit log routes (SuperAdmin; decision 034): GET /admin/audit (query string) and POST /admin/audit (the spec's list body). Declared in audit.contract.ts. */
import { auditContract as calls } from '@shop/domain/audit/audit.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route';
import { success } from '../../lib/reply';
import { staffNames } from '../admin-auth/admin-auth.service';
import { listAudit } from './audit.service';

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const superAdmin = { preHandler: app.requireStaff(['SuperAdmin']) };

  contractRoute(app, calls['GET /admin/audit'], superAdmin, async (request) =>
    success(await listAudit(app.db, request.query, staffNames)),
  );

  contractRoute(app, calls['POST /admin/audit'], superAdmin, async (request) =>
    success(
      await listAudit(
        app.db,
        {
          pageNum: request.body.pageNum,
          pageSize: request.body.pageSize,
          ...request.body.filters,
        },
        staffNames,
      ),
    ),
  );
};
