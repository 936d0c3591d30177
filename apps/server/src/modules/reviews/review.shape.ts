/** Review rows as the API shows them (packages/domain/src/reviews/review.responses.ts). */
import type { OwnReview, PublicReview, StaffReview } from '@shop/domain/reviews/review.responses';
import type { ReviewRow } from './reviews.repository';

/** As shoppers see it; `verified` says whether the reviewer received the product. */
export function toPublicReview(row: ReviewRow, verified: boolean): PublicReview {
  return {
    _id: row.id,
    product_id: row.productId,
    stars: row.stars,
    review: row.reviewText,
    reviewer_name: row.reviewerName,
    verified_purchase: verified,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The author's own view: also whether staff hid it. */
export function toOwnReview(row: ReviewRow, verified: boolean): OwnReview {
  return { ...toPublicReview(row, verified), hidden: row.hidden };
}

/** Staff's view: the author's id and the hiding record. */
export function toStaffReview(row: ReviewRow, verified: boolean): StaffReview {
  return {
    ...toPublicReview(row, verified),
    customer_id: row.customerId,
    hidden: row.hidden,
    hidden_by: row.hiddenBy,
    hidden_at: row.hiddenAt?.toISOString() ?? null,
  };
}
