/**
 * The customer account calls (shopper spec §7): sign-up, sign-in, sign-out, who is signed in, and
 * the customer's own account. Declared once for the server and the web (api/contract.schemas.ts).
 */
import { defineContract } from '../api/contract.schemas';
import { emptyBody } from '../validation/empty-body.schemas';
import { idParams } from '../validation/params.schemas';
import { authData, emptyData, sessionData, userData } from './account.responses';
import { loginBody, signupBody } from './auth.schemas';
import { accountPasswordBody, updateProfileBody } from './profile.schemas';

export const accountsContract = defineContract('accounts', {
  'POST /auth/signup': {
    summary: 'Create a customer account',
    body: signupBody,
    reply: authData,
    okStatus: 201,
    errors: [400, 409],
  },
  'POST /auth/login': {
    summary: 'Customer sign-in',
    body: loginBody,
    reply: authData,
    errors: [400, 401],
  },
  'POST /auth/logout': {
    summary: 'End the customer session',
    body: emptyBody,
    reply: emptyData,
    errors: [],
  },
  'GET /auth/session': {
    summary: 'Who is signed in',
    reply: sessionData,
    errors: [],
  },
  'GET /user/:id': {
    summary: 'A customer account (own only)',
    params: idParams,
    reply: userData,
    errors: [400, 401, 403, 404],
  },
  'POST /user/:id/update': {
    summary: 'Edit the own name and phone (the e-mail is read-only; addresses are edited under /addresses)',
    params: idParams,
    body: updateProfileBody,
    reply: userData,
    errors: [400, 401, 403, 404, 422],
  },
  'POST /user/:id/change-password': {
    summary: 'Change the own password with the current one; the other sessions end',
    params: idParams,
    body: accountPasswordBody,
    reply: emptyData,
    errors: [400, 401, 403, 422],
  },
});
