import { describe, expect, it } from 'vitest';
import { reviewSummaryOf } from './review-rating.rules';

describe('reviewSummaryOf', () => {
  it.each([
    { stars: [], expected: 0 },
    { stars: [5], expected: 5 },
    { stars: [5, 4], expected: 4.5 },
    { stars: [5, 4, 4], expected: 4.3 },
    { stars: [5, 5, 4], expected: 4.7 },
    { stars: [1, 2], expected: 1.5 },
    { stars: [4, 4, 4, 5], expected: 4.3 },
    { stars: [1, 1, 1, 1, 1, 1, 1, 2], expected: 1.1 },
    { stars: [3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 4], expected: 3.1 },
  ])('rates $stars as $expected', ({ stars, expected }) => {
    const summary = reviewSummaryOf(
      stars.length,
      stars.reduce((a, b) => a + b, 0),
    );
    expect(summary).toEqual({ review_stars: expected, no_of_reviews: stars.length });
  });

  it('rounds a mean that ends in .x5 half up', () => {
    // 4.25 → 4.3, 4.75 → 4.8
    expect(reviewSummaryOf(4, 17).review_stars).toBe(4.3);
    expect(reviewSummaryOf(4, 19).review_stars).toBe(4.8);
  });
});
