/**
 * A product's star rating from its reviews (shopper spec §2 product detail: star rating and
 * review count; admin spec §3: review_stars 0 to 5 in steps of 0.1). Pure arithmetic, shared by
 * the server that stores the figures and the tests that check them.
 */

/** The stars a review gives: a whole number from 1 to 5. */
export const MIN_REVIEW_STARS = 1;
export const MAX_REVIEW_STARS = 5;

export interface ReviewSummary {
  /** The mean of the stars, rounded half up to one decimal; 0 when there are no reviews. */
  review_stars: number;
  /** How many reviews count. */
  no_of_reviews: number;
}

/**
 * Takes how many reviews count and the sum of their stars; returns review_stars (one decimal,
 * half up: 5 and 4 give 4.5, 5, 4 and 4 give 4.3) and no_of_reviews. Integer arithmetic until
 * the last step, so no float error moves a rating across a rounding edge.
 */
export function reviewSummaryOf(count: number, starsSum: number): ReviewSummary {
  if (count <= 0) return { review_stars: 0, no_of_reviews: 0 };
  const tenths = Math.floor((starsSum * 10 * 2 + count) / (2 * count));
  return { review_stars: tenths / 10, no_of_reviews: count };
}
