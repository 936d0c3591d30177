/**
 * Review routes (shopper spec §2 product detail 'Write a Review strip'; issue 6). Thin: validate,
 * call the service, reply. The list is public; writing needs a signed-in customer; hiding is for
 * staff of either role (moderation, like order management and complaints in admin spec §6).
 */
import { responses } from '@shop/domain/api/envelope';
import { REVIEW_SUBMITTED } from '@shop/domain/reviews/review-rules';
import {
  ownReviewData,
  reviewListData,
  savedReviewData,
  staffReviewData,
  staffReviewListData,
} from '@shop/domain/reviews/review.responses';
import {
  adminReviewListQuery,
  reviewBody,
  reviewListQuery,
  reviewModerationBody,
} from '@shop/domain/reviews/review.schemas';
import { idParams } from '@shop/domain/validation/params';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/reply';
import * as reviews from './reviews.service';

export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/product/:id/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: "A page of a product's reviews (newest, highest or lowest first) with its star summary",
        params: idParams,
        querystring: reviewListQuery,
        response: responses(reviewListData, [400, 404]),
      },
    },
    async (request) => success(await reviews.listReviews(app.db, request.params.id, request.query)),
  );

  app.get(
    '/product/:id/review',
    {
      schema: {
        tags: ['reviews'],
        summary: "The signed-in customer's review of the product, or null",
        params: idParams,
        response: responses(ownReviewData, [400, 401, 404]),
      },
      preHandler: app.requireCustomer,
    },
    async (request) => success({ review: await reviews.ownReview(app.db, request.customer!, request.params.id) }),
  );

  app.put(
    '/product/:id/review',
    {
      schema: {
        tags: ['reviews'],
        summary: "Write or edit the signed-in customer's review of the product (1 to 5 stars and text)",
        params: idParams,
        body: reviewBody,
        response: responses(savedReviewData, [400, 401, 404]),
      },
      preHandler: app.requireCustomer,
    },
    async (request) =>
      success(
        await reviews.saveOwnReview(app.db, request.customer!, request.params.id, request.body, app.clock),
        REVIEW_SUBMITTED,
      ),
  );

  app.get(
    '/admin/reviews',
    {
      schema: {
        tags: ['reviews', 'admin'],
        summary: 'Reviews for staff, newest first (?product_id=, ?hidden=true|false)',
        querystring: adminReviewListQuery,
        response: responses(staffReviewListData, [400, 401, 403]),
      },
      preHandler: app.requireStaff(),
    },
    async (request) => success(await reviews.listReviewsForStaff(app.db, request.query)),
  );

  app.patch(
    '/admin/reviews/:id',
    {
      schema: {
        tags: ['reviews', 'admin'],
        summary: 'Hide a review from the shop, or show it again (staff)',
        params: idParams,
        body: reviewModerationBody,
        response: responses(staffReviewData, [400, 401, 403, 404]),
      },
      preHandler: app.requireStaff(),
    },
    async (request) => {
      const result = await reviews.setReviewHidden(
        app.db,
        request.staff!,
        request.params.id,
        request.body.hidden,
        app.clock,
      );
      return success(result, request.body.hidden ? 'Review hidden' : 'Review shown');
    },
  );
};
