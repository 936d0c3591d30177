/**
 * The review calls (shopper spec §2 product detail 'Write a Review strip'; issue 6): a product's
 * public reviews, the signed-in customer's own review, and staff moderation. Declared once for
 * the server and the web (api/contract.schemas.ts).
 */
import { defineContract } from '../api/contract.schemas';
import { idParams } from '../validation/params.schemas';
import {
  ownReviewData,
  reviewListData,
  savedReviewData,
  staffReviewData,
  staffReviewListData,
} from './review.responses';
import { adminReviewListQuery, reviewBody, reviewListQuery, reviewModerationBody } from './review.schemas';

const staffTags = ['admin'];

export const reviewsContract = defineContract('reviews', {
  'GET /product/:id/reviews': {
    summary: "A page of a product's reviews (newest, highest or lowest first) with its star summary",
    params: idParams,
    query: reviewListQuery,
    reply: reviewListData,
    errors: [400, 404],
  },
  'GET /product/:id/review': {
    summary: "The signed-in customer's review of the product, or null",
    params: idParams,
    reply: ownReviewData,
    errors: [400, 401, 404],
  },
  'PUT /product/:id/review': {
    summary: "Write or edit the signed-in customer's review of the product (1 to 5 stars and text)",
    params: idParams,
    body: reviewBody,
    reply: savedReviewData,
    errors: [400, 401, 404],
  },
  'GET /admin/reviews': {
    summary: 'Reviews for staff, newest first (?product_id=, ?hidden=true|false)',
    tags: staffTags,
    query: adminReviewListQuery,
    reply: staffReviewListData,
    errors: [400, 401, 403],
  },
  'PATCH /admin/reviews/:id': {
    summary: 'Hide a review from the shop, or show it again (staff)',
    tags: staffTags,
    params: idParams,
    body: reviewModerationBody,
    reply: staffReviewData,
    errors: [400, 401, 403, 404],
  },
});
