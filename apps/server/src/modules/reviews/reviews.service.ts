/**
 * Product reviews (shopper spec §2 product detail 'Write a Review strip'; issue 6): a signed-in
 * customer writes one review per product and may edit it; staff may hide one. The product's
 * review_stars and no_of_reviews are recomputed from its shown reviews in the same transaction
 * as every write and every hide, under the product's row lock, so concurrent writes cannot leave
 * a stale count. 'Verified purchase' is read when a review is shown: the reviewer has a
 * Delivered order holding the product.
 */
import { ERASED_REVIEWER_NAME } from '@shop/domain/privacy/erasure.rules';
import { reviewSummaryOf, type ReviewSummary } from '@shop/domain/reviews/review-rating.rules';
import { REVIEW_NOT_FOUND, REVIEWS_PAGE_SIZE, reviewerNameOf } from '@shop/domain/reviews/review.rules';
import type { ReviewBody, ReviewListQuery } from '@shop/domain/reviews/review.schemas';
import type { OwnReview, ReviewListData, StaffReview } from '@shop/domain/reviews/review.responses';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { CustomerSession, StaffSession } from '../sessions/sessions.service';
import * as catalog from '../catalog/catalog.service';
import { customersWhoReceived } from '../orders/sales.service';
import { recordAudit } from '../audit/audit.service';
import * as repo from './reviews.repository';
import { toOwnReview, toPublicReview, toStaffReview } from './review.shape';

/** The product's new figures after a write, as the API shows them. */
export interface ProductFigures extends ReviewSummary {
  _id: string;
}

/** Recounts the product's shown reviews and stores the figures on the product (inside `tx`). */
async function recount(tx: DbOrTx, productId: string): Promise<ProductFigures> {
  const { count, starsSum } = await repo.shownReviewTotals(tx, productId);
  const summary = reviewSummaryOf(count, starsSum);
  await catalog.setReviewFigures(tx, productId, summary);
  return { _id: productId, ...summary };
}

async function isVerified(db: DbOrTx, row: repo.ReviewRow): Promise<boolean> {
  return (
    row.customerId !== null && (await customersWhoReceived(db, row.productId, [row.customerId])).has(row.customerId)
  );
}

/**
 * PUT /product/{id}/review: creates the customer's review of the product or edits the one they
 * wrote (text trimmed by the schema). NOT_FOUND when the product does not exist.
 */
export async function saveOwnReview(
  db: Db,
  customer: CustomerSession,
  productId: string,
  body: ReviewBody,
  clock: Clock,
): Promise<{ review: OwnReview; product: ProductFigures }> {
  const { row, product } = await db.transaction(async (tx) => {
    await catalog.lockProductForReview(tx, productId);
    const saved = await repo.upsertOwnReview(tx, {
      productId,
      customerId: customer.id,
      reviewerName: reviewerNameOf(customer.name),
      stars: body.stars,
      reviewText: body.review,
      now: clock.now(),
    });
    return { row: saved, product: await recount(tx, productId) };
  });
  return { review: toOwnReview(row, await isVerified(db, row)), product };
}

/** GET /product/{id}/review: the customer's own review of the product (hidden or not), or null. */
export async function ownReview(db: DbOrTx, customer: CustomerSession, productId: string): Promise<OwnReview | null> {
  await catalog.reviewFiguresOf(db, productId);
  const row = await repo.findOwnReview(db, productId, customer.id);
  return row ? toOwnReview(row, await isVerified(db, row)) : null;
}

/** GET /product/{id}/reviews: a page of shown reviews in the chosen order, with the star summary. */
export async function listReviews(db: DbOrTx, productId: string, query: ReviewListQuery): Promise<ReviewListData> {
  const figures = await catalog.reviewFiguresOf(db, productId);
  const [rows, perStar] = await Promise.all([
    repo.listShownReviews(db, productId, query.sort, REVIEWS_PAGE_SIZE, (query.page - 1) * REVIEWS_PAGE_SIZE),
    repo.shownStarCounts(db, productId),
  ]);
  const verified = await customersWhoReceived(
    db,
    productId,
    rows.flatMap((r) => (r.customerId ? [r.customerId] : [])),
  );
  const starCounts = [1, 2, 3, 4, 5].map((stars) => perStar.find((s) => s.stars === stars)?.total ?? 0);
  return {
    reviews: rows.map((row) => toPublicReview(row, row.customerId !== null && verified.has(row.customerId))),
    summary: { ...figures, star_counts: starCounts },
    total: starCounts.reduce((a, b) => a + b, 0),
    page: query.page,
    pageSize: REVIEWS_PAGE_SIZE,
  };
}

/**
 * PATCH /admin/reviews/{id}: hides a review from the shop (recording the staff member and the
 * time) or shows it again, and recounts its product; audited in the same transaction
 * (decision 034). NOT_FOUND 'Review not found'.
 */
export async function setReviewHidden(
  db: Db,
  staff: StaffSession,
  reviewId: string,
  hidden: boolean,
  clock: Clock,
): Promise<{ review: StaffReview; product: ProductFigures }> {
  const { row, product } = await db.transaction(async (tx) => {
    const found = await repo.findReview(tx, reviewId);
    if (!found) throw new AppError('NOT_FOUND', REVIEW_NOT_FOUND);
    // The product first, then the review: the order every review write takes its locks in.
    await catalog.lockProductForReview(tx, found.productId);
    const updated = await repo.setReviewHidden(tx, reviewId, hidden, staff.id, clock.now());
    if (found.hidden !== hidden) {
      await recordAudit(tx, {
        staffId: staff.id,
        action: hidden ? 'review.hide' : 'review.show',
        entity: 'review',
        entityId: reviewId,
        before: { hidden: found.hidden },
        after: { hidden },
      });
    }
    return { row: updated, product: await recount(tx, found.productId) };
  });
  return { review: toStaffReview(row, await isVerified(db, row)), product };
}

/** GET /admin/reviews: reviews for staff, newest first, optionally of one product or by hidden flag. */
export async function listReviewsForStaff(
  db: DbOrTx,
  query: { page: number; product_id?: string; hidden?: 'true' | 'false' },
) {
  const { rows, total } = await repo.listReviewsForStaff(db, {
    productId: query.product_id,
    hidden: query.hidden === undefined ? undefined : query.hidden === 'true',
    limit: REVIEWS_PAGE_SIZE,
    offset: (query.page - 1) * REVIEWS_PAGE_SIZE,
  });
  const verifiedOf = new Map<string, Set<string>>();
  for (const productId of new Set(rows.map((r) => r.productId))) {
    const customers = rows.filter((r) => r.productId === productId && r.customerId).map((r) => r.customerId!);
    verifiedOf.set(productId, await customersWhoReceived(db, productId, customers));
  }
  const reviews = rows.map((row) =>
    toStaffReview(row, row.customerId !== null && (verifiedOf.get(row.productId)?.has(row.customerId) ?? false)),
  );
  return { reviews, total, page: query.page, pageSize: REVIEWS_PAGE_SIZE };
}

/** Account erasure (issue 29): the customer's reviews stay on their products, signed ERASED_REVIEWER_NAME ("A customer"). */
export function anonymiseReviewsOf(tx: DbOrTx, customerId: string): Promise<void> {
  return repo.renameReviewerOf(tx, customerId, ERASED_REVIEWER_NAME);
}

/** A copy of the customer's data (issue 29): their reviews as written, newest first. */
export async function reviewsForExport(db: DbOrTx, customerId: string) {
  return (await repo.reviewsOfCustomer(db, customerId)).map((row) => ({
    product_id: row.productId,
    stars: row.stars,
    review_text: row.reviewText,
    reviewer_name: row.reviewerName,
    created_at: row.createdAt.toISOString(),
  }));
}
