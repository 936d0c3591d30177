/**
 * The newsletter calls (issue 30): sign up from the footer, confirm and unsubscribe from a mail's
 * link (also as the mail header's one-click form POST), and staff's CSV of confirmed subscribers.
 */
import { defineContract } from '../api/contract.schemas';
import {
  newsletterOneClickBody,
  newsletterOneClickQuery,
  newsletterSubscribeBody,
  newsletterTokenBody,
} from './newsletter.schemas';
import { newsletterStatusData, newsletterSubscribedData } from './newsletter.responses';

export const newsletterContract = defineContract('newsletter', {
  'POST /newsletter/subscribe': {
    summary: 'Signs an address up for the newsletter: a confirmation link is mailed (the same answer for any address)',
    body: newsletterSubscribeBody,
    reply: newsletterSubscribedData,
    okStatus: 202,
    errors: [400, 429],
  },
  'POST /newsletter/confirm': {
    summary: 'Confirms a subscription with the token its mail carried',
    body: newsletterTokenBody,
    reply: newsletterStatusData,
    errors: [400, 422],
  },
  'POST /newsletter/unsubscribe': {
    summary: 'Ends the subscription of the address the token names (the link in every newsletter mail)',
    body: newsletterTokenBody,
    reply: newsletterStatusData,
    errors: [400, 422],
  },
  'POST /newsletter/unsubscribe/one-click': {
    summary: "The mail header's one-click unsubscribe (RFC 8058): a form POST with the token in the address",
    query: newsletterOneClickQuery,
    body: newsletterOneClickBody,
    reply: newsletterStatusData,
    errors: [400, 415, 422],
  },
  'GET /admin/newsletter/export.csv': {
    summary: 'Confirmed subscribers as CSV: e-mail and confirmation time (SuperAdmin)',
    tags: ['admin'],
    file: 'text/csv',
    errors: [401, 403],
  },
});
