/**
 * The Google sign-in calls that answer JSON (shopper spec §7 POST /auth/google/complete-signup;
 * issue 29). GET /auth/google and GET /auth/google/callback are browser redirects to and from
 * Google, not JSON calls: the server registers them beside these, outside the contract and the
 * API document (docs/decisions/073).
 */
import { defineContract } from '../api/contract.schemas';
import { authData } from './account.responses';
import { googleCompleteSignupBody, googleStatusData } from './google-auth.schemas';

export const googleAuthContract = defineContract('accounts', {
  'GET /auth/google/status': {
    summary: 'Whether Google sign-in is on (the sign-in and sign-up pages show its button)',
    reply: googleStatusData,
    errors: [],
  },
  'POST /auth/google/complete-signup': {
    summary: 'Create the account of a new Google user with their mobile number; signs them in',
    body: googleCompleteSignupBody,
    reply: authData,
    okStatus: 201,
    errors: [400, 404, 409, 422],
  },
});
