/**
 * The staff session calls (admin spec §7 POST /admin/login): sign-in, sign-out and which staff
 * member is signed in. Declared once for the server and the web (api/contract.schemas.ts).
 */
import { adminLoginData, adminSessionData, emptyData } from '../accounts/account.responses';
import { loginBody } from '../accounts/auth.schemas';
import { defineContract } from '../api/contract.schemas';
import { emptyBody } from '../validation/empty-body.schemas';

export const adminAuthContract = defineContract('admin', {
  'POST /admin/login': {
    summary: 'Staff sign-in',
    body: loginBody,
    reply: adminLoginData,
    errors: [400, 401],
  },
  'POST /admin/logout': {
    summary: 'End the staff session',
    body: emptyBody,
    reply: emptyData,
    errors: [],
  },
  'GET /admin/session': {
    summary: 'Which staff member is signed in',
    reply: adminSessionData,
    errors: [],
  },
});
