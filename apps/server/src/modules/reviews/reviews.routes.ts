/**
 * Review routes (shopper spec §2 product detail 'Write a Review strip'; issue 6). Declared in
 * reviews.contract.ts; thin here: who may call, call the service, reply. The list is public;
 * writing needs a signed-in customer; hiding is for staff of either role (moderation, like order
 * management and complaints in admin spec §6).
 */
import { REVIEW_SUBMITTED } from '@shop/domain/reviews/review.rules';
import { reviewsContract as calls } from '@shop/domain/reviews/reviews.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route';
import { HTTP_CACHE } from '../../lib/http-cache';
import { success } from '../../lib/reply';
import * as reviews from './reviews.service';

export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const customer = { preHandler: app.requireCustomer };
  const staff = { preHandler: app.requireStaff() };

  contractRoute(app, calls['GET /product/:id/reviews'], { config: { cache: HTTP_CACHE.listing } }, async (request) =>
    success(await reviews.listReviews(app.db, request.params.id, request.query)),
  );

  contractRoute(app, calls['GET /product/:id/review'], customer, async (request) =>
    success({ review: await reviews.ownReview(app.db, request.customer!, request.params.id) }),
  );

  contractRoute(app, calls['PUT /product/:id/review'], customer, async (request) =>
    success(
      await reviews.saveOwnReview(app.db, request.customer!, request.params.id, request.body, app.clock),
      REVIEW_SUBMITTED,
    ),
  );

  contractRoute(app, calls['GET /admin/reviews'], staff, async (request) =>
    success(await reviews.listReviewsForStaff(app.db, request.query)),
  );

  contractRoute(app, calls['PATCH /admin/reviews/:id'], staff, async (request) => {
    const result = await reviews.setReviewHidden(
      app.db,
      request.staff!,
      request.params.id,
      request.body.hidden,
      app.clock,
    );
    return success(result, request.body.hidden ? 'Review hidden' : 'Review shown');
  });
};
