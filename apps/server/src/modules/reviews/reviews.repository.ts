/** Review queries (Drizzle only, no rules). */
import { and, asc, count, desc, eq, sql, sum, type SQL } from 'drizzle-orm';
import type { ReviewSort } from '@shop/domain/reviews/review.rules';
import type { DbOrTx } from '../../db/client';
import { productReviews } from '../../db/schema/reviews';

export type ReviewRow = typeof productReviews.$inferSelect;

const shown = (productId: string) => and(eq(productReviews.productId, productId), eq(productReviews.hidden, false));

/** The customer's review of the product, hidden or not. */
export async function findOwnReview(db: DbOrTx, productId: string, customerId: string): Promise<ReviewRow | undefined> {
  const [row] = await db
    .select()
    .from(productReviews)
    .where(and(eq(productReviews.productId, productId), eq(productReviews.customerId, customerId)));
  return row;
}

export interface OwnReviewValues {
  productId: string;
  customerId: string;
  reviewerName: string;
  stars: number;
  reviewText: string;
  now: Date;
}

/**
 * Writes the customer's review of the product: a new row, or their existing one edited (one
 * review per customer and product, kept by the table's unique key). A hidden review stays hidden.
 */
export async function upsertOwnReview(db: DbOrTx, v: OwnReviewValues): Promise<ReviewRow> {
  const [row] = await db
    .insert(productReviews)
    .values({
      productId: v.productId,
      customerId: v.customerId,
      reviewerName: v.reviewerName,
      stars: v.stars,
      reviewText: v.reviewText,
      createdAt: v.now,
      updatedAt: v.now,
    })
    .onConflictDoUpdate({
      target: [productReviews.productId, productReviews.customerId],
      set: { reviewerName: v.reviewerName, stars: v.stars, reviewText: v.reviewText, updatedAt: v.now },
    })
    .returning();
  return row!;
}

/** How many shown reviews the product has and the sum of their stars. */
export async function shownReviewTotals(db: DbOrTx, productId: string): Promise<{ count: number; starsSum: number }> {
  const [row] = await db
    .select({ count: count(), starsSum: sum(productReviews.stars) })
    .from(productReviews)
    .where(shown(productId));
  return { count: row?.count ?? 0, starsSum: Number(row?.starsSum ?? 0) };
}

/** Shown reviews of the product per star (1 to 5). */
export async function shownStarCounts(db: DbOrTx, productId: string): Promise<{ stars: number; total: number }[]> {
  return db
    .select({ stars: productReviews.stars, total: count() })
    .from(productReviews)
    .where(shown(productId))
    .groupBy(productReviews.stars);
}

const ORDER: Record<ReviewSort, SQL[]> = {
  newest: [desc(productReviews.createdAt), asc(productReviews.id)],
  highest: [desc(productReviews.stars), desc(productReviews.createdAt), asc(productReviews.id)],
  lowest: [asc(productReviews.stars), desc(productReviews.createdAt), asc(productReviews.id)],
};

/** A page of the product's shown reviews in the chosen order. */
export async function listShownReviews(
  db: DbOrTx,
  productId: string,
  sort: ReviewSort,
  limit: number,
  offset: number,
): Promise<ReviewRow[]> {
  return db
    .select()
    .from(productReviews)
    .where(shown(productId))
    .orderBy(...ORDER[sort])
    .limit(limit)
    .offset(offset);
}

/** One review by id, its row locked until `tx` ends when `lock` is set. */
export async function findReview(db: DbOrTx, id: string, lock = false): Promise<ReviewRow | undefined> {
  const query = db.select().from(productReviews).where(eq(productReviews.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Hides a review (recording who and when) or shows it again (clearing both). */
export async function setReviewHidden(
  db: DbOrTx,
  id: string,
  hidden: boolean,
  staffId: string,
  now: Date,
): Promise<ReviewRow> {
  const [row] = await db
    .update(productReviews)
    .set(
      hidden
        ? { hidden, hiddenBy: staffId, hiddenAt: now, updatedAt: sql`${productReviews.updatedAt}` }
        : { hidden, hiddenBy: null, hiddenAt: null, updatedAt: sql`${productReviews.updatedAt}` },
    )
    .where(eq(productReviews.id, id))
    .returning();
  return row!;
}

export interface StaffReviewFilter {
  productId?: string;
  hidden?: boolean;
  limit: number;
  offset: number;
}

/** Reviews for staff, newest first, with the total that match. */
export async function listReviewsForStaff(
  db: DbOrTx,
  f: StaffReviewFilter,
): Promise<{ rows: ReviewRow[]; total: number }> {
  const where = and(
    f.productId === undefined ? undefined : eq(productReviews.productId, f.productId),
    f.hidden === undefined ? undefined : eq(productReviews.hidden, f.hidden),
  );
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(productReviews)
      .where(where)
      .orderBy(desc(productReviews.createdAt), asc(productReviews.id))
      .limit(f.limit)
      .offset(f.offset),
    db.select({ total: count() }).from(productReviews).where(where),
  ]);
  return { rows, total: totalRow?.total ?? 0 };
}

/** Signs every review of the customer with `reviewerName`. */
export async function renameReviewerOf(db: DbOrTx, customerId: string, reviewerName: string): Promise<void> {
  await db.update(productReviews).set({ reviewerName }).where(eq(productReviews.customerId, customerId));
}

/** The customer's reviews, newest first (a copy of their data). */
export function reviewsOfCustomer(db: DbOrTx, customerId: string) {
  return db
    .select()
    .from(productReviews)
    .where(eq(productReviews.customerId, customerId))
    .orderBy(desc(productReviews.createdAt));
}
