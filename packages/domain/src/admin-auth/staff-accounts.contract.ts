/**
 * The staff account calls (issue 9; decision 034): the SuperAdmin's /admin/staff calls, and
 * POST /admin/change-password for any staff member. Declared once for the server and the web
 * (api/contract.schemas.ts).
 */
import { emptyData } from '../accounts/account.responses';
import { defineContract } from '../api/contract.schemas';
import { staffAccountData, staffListData } from '../staff/staff.responses';
import { changeOwnPasswordBody, newStaffBody, resetStaffPasswordBody, staffRoleBody } from '../staff/staff.schemas';
import { emptyBody } from '../validation/empty-body.schemas';
import { idParams } from '../validation/params.schemas';

const tags = ['staff'];

export const staffAccountsContract = defineContract('admin', {
  'GET /admin/staff': {
    summary: 'Every staff member (SuperAdmin)',
    tags,
    reply: staffListData,
    errors: [401, 403],
  },
  'POST /admin/staff': {
    summary: 'Creates a staff member (SuperAdmin)',
    tags,
    body: newStaffBody,
    reply: staffAccountData,
    okStatus: 201,
    errors: [400, 401, 403, 409],
  },
  'POST /admin/staff/:id/role': {
    summary: "Changes a staff member's role (SuperAdmin); never the last active SuperAdmin's",
    tags,
    params: idParams,
    body: staffRoleBody,
    reply: staffAccountData,
    errors: [400, 401, 403, 404, 409],
  },
  'POST /admin/staff/:id/deactivate': {
    summary: 'Deactivates a staff member and ends their sessions (SuperAdmin); never the last active SuperAdmin',
    tags,
    params: idParams,
    body: emptyBody,
    reply: staffAccountData,
    errors: [400, 401, 403, 404, 409],
  },
  'POST /admin/staff/:id/activate': {
    summary: 'Lets a deactivated staff member sign in again (SuperAdmin)',
    tags,
    params: idParams,
    body: emptyBody,
    reply: staffAccountData,
    errors: [400, 401, 403, 404],
  },
  'POST /admin/staff/:id/reset-password': {
    summary: "Sets a staff member's password and ends their sessions (SuperAdmin)",
    tags,
    params: idParams,
    body: resetStaffPasswordBody,
    reply: staffAccountData,
    errors: [400, 401, 403, 404],
  },
  'POST /admin/change-password': {
    summary: 'Changes your own staff password (current one required); your other sessions end',
    tags,
    body: changeOwnPasswordBody,
    reply: emptyData,
    errors: [400, 401, 429],
  },
});
