/**
 * The blog calls (storefront spec §7 'GET /blog/published', 'GET /blog/slug/{slug}'; admin spec
 * §7 blog calls; issue 30): the storefront's published posts and one post by its slug (a view
 * counted once per visitor per day), and staff's list, stats, create, update, delete and the
 * featured picture's upload. Any staff member (admin spec §6 shows no role check for the blog).
 */
import { defineContract } from '../api/contract.schemas';
import { emptyBody } from '../validation/empty-body.schemas';
import { idParams } from '../validation/params.schemas';
import {
  adminBlogData,
  blogImageData,
  blogListData,
  blogPost,
  blogStatsData,
  deletedBlogData,
  publishedBlogsData,
} from './blog.responses';
import { blogListBody, blogPostBody, blogSlugParams, publishedBlogsQuery } from './blog.schemas';

const staffTags = ['admin'];

export const blogContract = defineContract('blog', {
  'GET /blog/published': {
    summary: 'Published posts, newest first, 9 a page by default (?pageNum, pageSize ≤ 20, search, tag)',
    query: publishedBlogsQuery,
    reply: publishedBlogsData,
    errors: [400, 429],
  },
  'GET /blog/slug/:slug': {
    summary: 'One published post by its slug; counts a view once per visitor per day (drafts are not found)',
    params: blogSlugParams,
    reply: blogPost,
    errors: [400, 404, 429],
  },
  'POST /blog/list': {
    summary: 'Posts for staff, newest first, 20 a page, by status and search',
    tags: staffTags,
    body: blogListBody,
    reply: blogListData,
    errors: [400, 401, 403],
  },
  'GET /blog/stats': {
    summary: 'How many posts there are: total, published, draft',
    tags: staffTags,
    reply: blogStatsData,
    errors: [401, 403],
  },
  'POST /blog/create': {
    summary: 'Writes a post (its HTML sanitised with the allow-list); 409 for a slug in use',
    tags: staffTags,
    body: blogPostBody,
    reply: adminBlogData,
    okStatus: 201,
    errors: [400, 401, 403, 409, 413],
  },
  'PUT /blog/update/:id': {
    summary: 'Changes a post (same body as create); 409 for a slug in use',
    tags: staffTags,
    params: idParams,
    body: blogPostBody,
    reply: adminBlogData,
    errors: [400, 401, 403, 404, 409, 413],
  },
  'DELETE /blog/delete/:id': {
    summary: 'Deletes a post and its view counts',
    tags: staffTags,
    params: idParams,
    body: emptyBody,
    reply: deletedBlogData,
    errors: [400, 401, 403, 404],
  },
  'POST /blog/upload-image': {
    summary: 'Uploads a featured or inline picture (multipart field image) to the media store',
    tags: staffTags,
    reply: blogImageData,
    errors: [400, 401, 403, 413, 415, 422, 503],
  },
});
