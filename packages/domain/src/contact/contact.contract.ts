/**
 * The contact calls (storefront spec §7 'POST /admin/contact-us'; admin spec §2 'Contact Us
 * Submissions'; issue 30): a visitor sends a message (rate-limited; anyone); staff list them,
 * mark one handled and reply by mail (any staff member: spec §6 puts contact under no role).
 */
import { defineContract } from '../api/contract.schemas';
import { emptyBody } from '../validation/empty-body.schemas';
import { idParams } from '../validation/params.schemas';
import { contactListData, contactMessageData, contactSentData } from './contact.responses';
import { contactBody, contactListQuery, contactReplyBody } from './contact.schemas';

const staffTags = ['admin'];

export const contactContract = defineContract('contact', {
  'POST /admin/contact-us': {
    summary: "Sends a message from /contact: kept for staff, mailed to the shop's inbox, confirmed to the sender",
    body: contactBody,
    reply: contactSentData,
    errors: [400, 413, 429],
  },
  'GET /admin/contact-us': {
    summary: 'Contact messages for staff, newest first, 5 a page (?page=, ?search=, ?state=)',
    tags: staffTags,
    query: contactListQuery,
    reply: contactListData,
    errors: [400, 401, 403],
  },
  'POST /admin/contact-us/:id/handled': {
    summary: 'Marks a contact message handled',
    tags: staffTags,
    params: idParams,
    body: emptyBody,
    reply: contactMessageData,
    errors: [400, 401, 403, 404],
  },
  'POST /admin/contact-us/:id/reply': {
    summary: 'Mails the sender a reply, keeps it with the message and marks the message handled',
    tags: staffTags,
    params: idParams,
    body: contactReplyBody,
    reply: contactMessageData,
    errors: [400, 401, 403, 404],
  },
});
