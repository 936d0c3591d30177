/**
 * The news calls (admin spec §7: POST /news/list, /news/create, /news/{id}/update-v2,
 * /news/{id}/remove; issue 30): shoppers read the list and one item; any staff member writes
 * (spec §6 puts news under no role). Create and update are multipart (field `img`, repeated).
 */
import { defineContract } from '../api/contract.schemas';
import { emptyBody } from '../validation/empty-body.schemas';
import { idParams } from '../validation/params.schemas';
import { newsItemData, newsListData } from './news.responses';
import { newsListBody } from './news.schemas';

const FORM_ERRORS = [400, 401, 403, 413, 415, 422, 503] as const;

export const newsContract = defineContract('news', {
  'POST /news/list': {
    summary: 'A page of news, newest first (anyone)',
    body: newsListBody,
    reply: newsListData,
    errors: [400],
  },
  'GET /news/:id': {
    summary: 'One news item (anyone)',
    params: idParams,
    reply: newsItemData,
    errors: [400, 404],
  },
  'POST /news/create': {
    summary: 'Posts a news item with 1 to 5 pictures (multipart: title, subtitle, description, img files)',
    tags: ['admin'],
    reply: newsItemData,
    okStatus: 201,
    errors: FORM_ERRORS,
  },
  'POST /news/:id/update-v2': {
    summary:
      'Edits a news item (multipart: title, subtitle, description, existingImages and imagesToDelete as JSON lists, img files)',
    tags: ['admin'],
    params: idParams,
    reply: newsItemData,
    errors: [...FORM_ERRORS, 404],
  },
  'POST /news/:id/remove': {
    summary: 'Deletes a news item and its pictures',
    tags: ['admin'],
    params: idParams,
    body: emptyBody,
    reply: newsItemData,
    errors: [400, 401, 403, 404],
  },
});
