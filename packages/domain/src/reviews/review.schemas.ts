/**
 * Review requests (shopper spec §2 product detail 'Write a Review strip'): strict bodies with
 * the spec's message for an empty review. The text is plain text: stored as typed (trimmed)
 * and always shown escaped, never as HTML.
 */
import { z } from 'zod';
import { idText, text } from '../validation/text.schemas';
import { MAX_REVIEW_STARS, MIN_REVIEW_STARS } from './review-rating.rules';
import {
  EMPTY_REVIEW,
  MAX_REVIEW_LENGTH,
  MAX_REVIEW_PAGE,
  REVIEW_SORTS,
  REVIEW_STARS_REQUIRED,
  REVIEW_TOO_LONG,
} from './review.rules';

/** PUT /product/{id}/review: the signed-in customer's review of the product, new or edited. */
export const reviewBody = z.strictObject({
  stars: z
    .number({ error: REVIEW_STARS_REQUIRED })
    .int({ error: REVIEW_STARS_REQUIRED })
    .min(MIN_REVIEW_STARS, { error: REVIEW_STARS_REQUIRED })
    .max(MAX_REVIEW_STARS, { error: REVIEW_STARS_REQUIRED }),
  // Allowed a little slack before trimming, so surrounding blank lines do not refuse a full review.
  review: text({ max: MAX_REVIEW_LENGTH + 200, error: EMPTY_REVIEW, tooLong: REVIEW_TOO_LONG })
    .trim()
    .min(1, { error: EMPTY_REVIEW })
    .max(MAX_REVIEW_LENGTH, { error: REVIEW_TOO_LONG }),
});
export type ReviewBody = z.infer<typeof reviewBody>;

/** GET /product/{id}/reviews?page=&sort= */
export const reviewListQuery = z.strictObject({
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int({ error: 'page must be a whole number' })
    .min(1, { error: 'page must be at least 1' })
    .max(MAX_REVIEW_PAGE, { error: `page must be at most ${MAX_REVIEW_PAGE}` })
    .default(1),
  sort: z.enum(REVIEW_SORTS, { error: `sort must be one of ${REVIEW_SORTS.join(', ')}` }).default('newest'),
});
export type ReviewListQuery = z.infer<typeof reviewListQuery>;

/** PATCH /admin/reviews/{id} (staff): hide a review from the shop, or show it again. */
export const reviewModerationBody = z.strictObject({
  hidden: z.boolean({ error: 'hidden must be true or false' }),
});

/** GET /admin/reviews (staff): the newest reviews, optionally of one product or only hidden ones. */
export const adminReviewListQuery = z.strictObject({
  page: reviewListQuery.shape.page,
  product_id: idText().optional(),
  hidden: z.enum(['true', 'false']).optional(),
});
