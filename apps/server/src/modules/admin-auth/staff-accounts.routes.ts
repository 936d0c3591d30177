/**
 * Staff account routes (issue 9; decision 034): the SuperAdmin's /admin/staff calls, and
 * POST /admin/change-password for any staff member. Every call checks the role on the server.
 * Declared in staff-accounts.contract.ts; thin here: who may call, call the service, reply.
 */
import { staffAccountsContract as calls } from '@shop/domain/admin-auth/staff-accounts.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route';
import { success } from '../../lib/reply';
import * as staff from './staff-accounts.service';

export const staffAccountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const superAdmin = { preHandler: app.requireStaff(['SuperAdmin']) };

  contractRoute(app, calls['GET /admin/staff'], superAdmin, async () =>
    success({ staff: await staff.listStaff(app.db) }),
  );

  contractRoute(app, calls['POST /admin/staff'], superAdmin, async (request, reply) => {
    const account = await staff.createStaff(app.db, request.staff!, request.body);
    return reply.code(201).send(success({ staff: account }, 'Staff member created'));
  });

  contractRoute(app, calls['POST /admin/staff/:id/role'], superAdmin, async (request) =>
    success(
      { staff: await staff.setStaffRole(app.db, request.staff!, request.params.id, request.body.role) },
      'Role changed',
    ),
  );

  contractRoute(app, calls['POST /admin/staff/:id/deactivate'], superAdmin, async (request) =>
    success(
      { staff: await staff.setStaffActive(app.db, request.staff!, request.params.id, false) },
      'Staff member deactivated',
    ),
  );

  contractRoute(app, calls['POST /admin/staff/:id/activate'], superAdmin, async (request) =>
    success(
      { staff: await staff.setStaffActive(app.db, request.staff!, request.params.id, true) },
      'Staff member reactivated',
    ),
  );

  contractRoute(app, calls['POST /admin/staff/:id/reset-password'], superAdmin, async (request) =>
    success(
      { staff: await staff.resetStaffPassword(app.db, request.staff!, request.params.id, request.body.password) },
      'Password reset',
    ),
  );

  contractRoute(app, calls['POST /admin/change-password'], { preHandler: app.requireStaff() }, async (request) => {
    await staff.changeOwnPassword(app.db, request.staff!, request.body);
    return success({}, 'Password changed successfully');
  });
};
