/**
 * Review replies (shopper spec §2 product detail). The server declares these as its response
 * schemas; the web app imports the inferred types.
 */
import { z } from 'zod';

/** A review as shoppers see it. `review` is plain text: render it as text, never as HTML. */
export const publicReview = z.object({
  _id: z.string(),
  product_id: z.string(),
  /** 1 to 5. */
  stars: z.number().int(),
  review: z.string(),
  /** First name and last initial of the customer ('Asha R.'). */
  reviewer_name: z.string(),
  /** The reviewer has an order with this product that was delivered. */
  verified_purchase: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PublicReview = z.infer<typeof publicReview>;

/** The signed-in customer's own review: as shoppers see it, and whether staff hid it. */
export const ownReview = publicReview.extend({ hidden: z.boolean() });
export type OwnReview = z.infer<typeof ownReview>;

/** A product's rating figures, as the product itself carries them. */
export const reviewSummary = z.object({
  review_stars: z.number(),
  no_of_reviews: z.number().int(),
  /** How many shown reviews give 1, 2, 3, 4 and 5 stars (index 0 is 1 star). */
  star_counts: z.array(z.number().int()).length(5),
});
export type ReviewSummaryData = z.infer<typeof reviewSummary>;

/** GET /product/{id}/reviews */
export const reviewListData = z.object({
  reviews: z.array(publicReview),
  summary: reviewSummary,
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ReviewListData = z.infer<typeof reviewListData>;

/** GET /product/{id}/review: the signed-in customer's review of the product, or null. */
export const ownReviewData = z.object({ review: ownReview.nullable() });
export type OwnReviewData = z.infer<typeof ownReviewData>;

/** PUT /product/{id}/review: the saved review and the product's new figures. */
export const savedReviewData = z.object({
  review: ownReview,
  product: z.object({ _id: z.string(), review_stars: z.number(), no_of_reviews: z.number().int() }),
});
export type SavedReviewData = z.infer<typeof savedReviewData>;

/** A review as staff see it: with who wrote it and whether, when and by whom it was hidden. */
export const staffReview = publicReview.extend({
  customer_id: z.string().nullable(),
  hidden: z.boolean(),
  hidden_by: z.string().nullable(),
  hidden_at: z.string().nullable(),
});
export type StaffReview = z.infer<typeof staffReview>;

/** PATCH /admin/reviews/{id} */
export const staffReviewData = z.object({ review: staffReview, product: savedReviewData.shape.product });

/** GET /admin/reviews */
export const staffReviewListData = z.object({
  reviews: z.array(staffReview),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
