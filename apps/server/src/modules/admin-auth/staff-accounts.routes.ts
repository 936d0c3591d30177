/**
 * Staff account routes (issue 9; decision 034): the SuperAdmin's /admin/staff calls, and
 * POST /admin/change-password for any staff member. Every call checks the role on the server.
 */
import { emptyData } from '@shop/domain/accounts/account.responses';
import { responses } from '@shop/domain/api/envelope';
import { emptyBody } from '@shop/domain/validation/empty-body';
import { staffAccountData, staffListData } from '@shop/domain/staff/staff.responses';
import {
  changeOwnPasswordBody,
  newStaffBody,
  resetStaffPasswordBody,
  staffRoleBody,
} from '@shop/domain/staff/staff.schemas';
import { idParams } from '@shop/domain/validation/params';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/reply';
import * as staff from './staff-accounts.service';

export const staffAccountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const superAdmin = app.requireStaff(['SuperAdmin']);
  const tags = ['admin', 'staff'];

  app.get(
    '/admin/staff',
    {
      schema: { tags, summary: 'Every staff member (SuperAdmin)', response: responses(staffListData, [401, 403]) },
      preHandler: superAdmin,
    },
    async () => success({ staff: await staff.listStaff(app.db) }),
  );

  app.post(
    '/admin/staff',
    {
      schema: {
        tags,
        summary: 'Creates a staff member (SuperAdmin)',
        body: newStaffBody,
        response: responses(staffAccountData, [400, 401, 403, 409], 201),
      },
      preHandler: superAdmin,
    },
    async (request, reply) => {
      const account = await staff.createStaff(app.db, request.staff!, request.body);
      return reply.code(201).send(success({ staff: account }, 'Staff member created'));
    },
  );

  app.post(
    '/admin/staff/:id/role',
    {
      schema: {
        tags,
        summary: "Changes a staff member's role (SuperAdmin); never the last active SuperAdmin's",
        params: idParams,
        body: staffRoleBody,
        response: responses(staffAccountData, [400, 401, 403, 404, 409]),
      },
      preHandler: superAdmin,
    },
    async (request) =>
      success(
        { staff: await staff.setStaffRole(app.db, request.staff!, request.params.id, request.body.role) },
        'Role changed',
      ),
  );

  app.post(
    '/admin/staff/:id/deactivate',
    {
      schema: {
        tags,
        summary: 'Deactivates a staff member and ends their sessions (SuperAdmin); never the last active SuperAdmin',
        params: idParams,
        body: emptyBody,
        response: responses(staffAccountData, [400, 401, 403, 404, 409]),
      },
      preHandler: superAdmin,
    },
    async (request) =>
      success(
        { staff: await staff.setStaffActive(app.db, request.staff!, request.params.id, false) },
        'Staff member deactivated',
      ),
  );

  app.post(
    '/admin/staff/:id/activate',
    {
      schema: {
        tags,
        summary: 'Lets a deactivated staff member sign in again (SuperAdmin)',
        params: idParams,
        body: emptyBody,
        response: responses(staffAccountData, [400, 401, 403, 404]),
      },
      preHandler: superAdmin,
    },
    async (request) =>
      success(
        { staff: await staff.setStaffActive(app.db, request.staff!, request.params.id, true) },
        'Staff member reactivated',
      ),
  );

  app.post(
    '/admin/staff/:id/reset-password',
    {
      schema: {
        tags,
        summary: "Sets a staff member's password and ends their sessions (SuperAdmin)",
        params: idParams,
        body: resetStaffPasswordBody,
        response: responses(staffAccountData, [400, 401, 403, 404]),
      },
      preHandler: superAdmin,
    },
    async (request) =>
      success(
        { staff: await staff.resetStaffPassword(app.db, request.staff!, request.params.id, request.body.password) },
        'Password reset',
      ),
  );

  app.post(
    '/admin/change-password',
    {
      schema: {
        tags,
        summary: 'Changes your own staff password (current one required); your other sessions end',
        body: changeOwnPasswordBody,
        response: responses(emptyData, [400, 401, 429]),
      },
      preHandler: app.requireStaff(),
    },
    async (request) => {
      await staff.changeOwnPassword(app.db, request.staff!, request.body);
      return success({}, 'Password changed successfully');
    },
  );
};
