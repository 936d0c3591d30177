/** Audit log routes (SuperAdmin; decision 034): GET /admin/audit (query string) and POST /admin/audit (the spec's list body). */
import { auditListData } from '@shop/domain/audit/audit.responses';
import { auditListBody, auditListQuery } from '@shop/domain/audit/audit.schemas';
import { responses } from '@shop/domain/api/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/reply';
import { staffNames } from '../admin-auth/admin-auth.service';
import { listAudit } from './audit.service';

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const superAdmin = app.requireStaff(['SuperAdmin']);

  app.get(
    '/admin/audit',
    {
      schema: {
        tags: ['admin', 'audit'],
        summary:
          'Audit log, newest first (SuperAdmin): ?entity=&entity_id=&staff_id=&from=&to= (India dates), pageNum, pageSize',
        querystring: auditListQuery,
        response: responses(auditListData, [400, 401, 403]),
      },
      preHandler: superAdmin,
    },
    async (request) => success(await listAudit(app.db, request.query, staffNames)),
  );

  app.post(
    '/admin/audit',
    {
      schema: {
        tags: ['admin', 'audit'],
        summary: 'Audit log, newest first (SuperAdmin), with { pageNum, pageSize, filters }',
        body: auditListBody,
        response: responses(auditListData, [400, 401, 403]),
      },
      preHandler: superAdmin,
    },
    async (request) =>
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
