import { describe, expect, it } from 'vitest';
import { pageCountOf, pagesWithGaps, pageWindow } from './page-window';

describe('pageWindow', () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 10, [1, 2, 3, 4, 5]],
    [2, 10, [1, 2, 3, 4, 5]],
    [5, 10, [3, 4, 5, 6, 7]],
    [9, 10, [6, 7, 8, 9, 10]],
    [10, 10, [6, 7, 8, 9, 10]],
    [42, 10, [6, 7, 8, 9, 10]],
  ])('on page %i of %i shows %j', (page, count, expected) => {
    expect(pageWindow(page, count)).toEqual(expected);
  });
});

describe('pageCountOf', () => {
  it('counts whole pages of 5 and never less than one', () => {
    expect(pageCountOf(0, 5)).toBe(1);
    expect(pageCountOf(5, 5)).toBe(1);
    expect(pageCountOf(6, 5)).toBe(2);
  });
});

describe('pagesWithGaps', () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [5, 20, [1, 'gap', 4, 5, 6, 'gap', 20]],
    [1, 20, [1, 2, 'gap', 20]],
    [20, 20, [1, 'gap', 19, 20]],
    [3, 5, [1, 2, 3, 4, 5]],
  ])('page %i of %i shows %j', (page, count, expected) => {
    expect(pagesWithGaps(page, count)).toEqual(expected);
  });
});
