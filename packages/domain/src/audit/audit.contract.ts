/**
 * The audit log calls (SuperAdmin; decision 034): GET /admin/audit with a query string and
 * POST /admin/audit with the spec's list body. Declared once for the server and the web
 * (api/contract.schemas.ts).
 */
import { defineContract } from '../api/contract.schemas';
import { auditListData } from './audit.responses';
import { auditListBody, auditListQuery } from './audit.schemas';

export const auditContract = defineContract('audit', {
  'GET /admin/audit': {
    summary:
      'Audit log, newest first (SuperAdmin): ?entity=&entity_id=&staff_id=&from=&to= (India dates), pageNum, pageSize',
    tags: ['admin'],
    query: auditListQuery,
    reply: auditListData,
    errors: [400, 401, 403],
  },
  'POST /admin/audit': {
    summary: 'Audit log, newest first (SuperAdmin), with { pageNum, pageSize, filters }',
    tags: ['admin'],
    body: auditListBody,
    reply: auditListData,
    errors: [400, 401, 403],
  },
});
