import { describe, expect, it } from 'vitest';
import { EMPTY_REVIEW, MAX_REVIEW_LENGTH, REVIEW_TOO_LONG, reviewerNameOf, reviewTextProblem } from './review.rules';
import { reviewBody } from './review.schemas';

describe('reviewerNameOf', () => {
  it.each([
    ['Asha Rao', 'Asha R.'],
    ['  Vikram  singh rathore ', 'Vikram R.'],
    ['Asha', 'Asha'],
    ['   ', 'Customer'],
  ])('shows %j as %j', (name, shown) => {
    expect(reviewerNameOf(name)).toBe(shown);
  });
});

describe('reviewTextProblem', () => {
  it('asks for a review when the text is empty or blank', () => {
    expect(reviewTextProblem('')).toBe(EMPTY_REVIEW);
    expect(reviewTextProblem(' \n\t ')).toBe(EMPTY_REVIEW);
  });

  it('refuses text longer than the limit and takes text up to it', () => {
    expect(reviewTextProblem('a'.repeat(MAX_REVIEW_LENGTH + 1))).toBe(REVIEW_TOO_LONG);
    expect(reviewTextProblem(` ${'a'.repeat(MAX_REVIEW_LENGTH)} `)).toBeUndefined();
  });
});

describe('reviewBody', () => {
  it('takes whole stars from 1 to 5 and trims the text', () => {
    expect(reviewBody.parse({ stars: 4, review: '  Works well.  ' })).toEqual({ stars: 4, review: 'Works well.' });
  });

  it.each([0, 6, 2.5, '4', null])('refuses %j stars', (stars) => {
    expect(reviewBody.safeParse({ stars, review: 'Fine' }).success).toBe(false);
  });

  it('refuses a blank review with the spec message, and unknown fields', () => {
    expect(reviewBody.safeParse({ stars: 4, review: '   ' }).error?.issues[0]?.message).toBe(EMPTY_REVIEW);
    expect(reviewBody.safeParse({ stars: 4, review: 'Fine', verified: true }).success).toBe(false);
  });
});
