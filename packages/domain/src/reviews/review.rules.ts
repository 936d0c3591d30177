/**
 * Product review limits, sorts and messages (shopper spec §2 product detail 'Write a Review
 * strip', §8 messages). Zod-free, so the product page can use them without pulling in the
 * schemas (STYLE.md habit 14).
 */

/** Longest review text, in characters after trimming. */
export const MAX_REVIEW_LENGTH = 2000;
/** Reviews per page of a product's review list. */
export const REVIEWS_PAGE_SIZE = 10;
/** Highest page number the review list takes. */
export const MAX_REVIEW_PAGE = 10_000;

export const REVIEW_SORTS = ['newest', 'highest', 'lowest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

export const REVIEW_SORT_LABELS: Record<ReviewSort, string> = {
  newest: 'Newest first',
  highest: 'Highest rated',
  lowest: 'Lowest rated',
};

/** The spec's message for a review without text. */
export const EMPTY_REVIEW = 'Please enter a review';
/** The spec's message after a review is saved (new or edited). */
export const REVIEW_SUBMITTED = 'Review submitted successfully';
export const REVIEW_STARS_REQUIRED = 'Please choose from 1 to 5 stars';
export const REVIEW_TOO_LONG = `A review can be at most ${MAX_REVIEW_LENGTH.toLocaleString('en-IN')} characters`;
export const REVIEW_NOT_FOUND = 'Review not found';

/** What is wrong with a review's text as typed, or undefined when it can be sent. */
export function reviewTextProblem(text: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed.length === 0) return EMPTY_REVIEW;
  if (trimmed.length > MAX_REVIEW_LENGTH) return REVIEW_TOO_LONG;
  return undefined;
}

/**
 * The name shown with a customer's review: first name and last initial ('Asha Rao' → 'Asha R.';
 * 'Asha' → 'Asha'), so a review does not publish a customer's full name. 'Customer' when empty.
 */
export function reviewerNameOf(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return 'Customer';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
}
