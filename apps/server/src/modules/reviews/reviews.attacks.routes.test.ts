/**
 * Refused review requests change nothing (issue 6): another customer cannot touch my review,
 * bad stars or text are 400 with the spec's message, HTML is kept as plain text, customers and
 * strangers cannot hide reviews, and writes are rate-limited.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productReviews } from '../../db/schema/reviews';
import { makeCategory, makeProduct } from '../../test/factories';
import { signInStaff, signUpCustomer, type SignedIn } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let productId: string;
let mine: SignedIn;
let myReviewId: string;

beforeAll(async () => {
  t = await createTestApp();
  productId = (await makeProduct(t.db, { categoryId: (await makeCategory(t.db)).id })).id;
  mine = await signUpCustomer(t.app, 'Meera Iyer');
  myReviewId = (await put(mine.cookie, { stars: 4, review: 'Mine' })).json().data.review._id;
});
afterAll(() => t.close());

function put(cookie: string | undefined, payload: unknown, id = productId) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/v1/product/${id}/review`,
    headers: cookie ? { cookie } : {},
    payload: payload as object,
  });
}
const allRows = () => t.db.select().from(productReviews).where(eq(productReviews.productId, productId));
const figures = async () => {
  const p = (await t.app.inject({ method: 'GET', url: `/api/v1/product/${productId}` })).json().data.product;
  return { review_stars: p.review_stars, no_of_reviews: p.no_of_reviews };
};

describe('refused review writes', () => {
  it('lets another customer write their own review but never change mine', async () => {
    const before = await allRows();
    const other = await signUpCustomer(t.app, 'Ravi Kumar');
    // No route takes a review id from a customer: their write is always their own review.
    const res = await put(other.cookie, { stars: 1, review: 'Overwrite', _id: myReviewId });
    expect(res.statusCode).toBe(400);
    const theirs = await put(other.cookie, { stars: 1, review: 'My own view' });
    expect(theirs.json().data.review._id).not.toBe(myReviewId);
    const rows = await allRows();
    expect(rows.find((r) => r.id === myReviewId)).toEqual(before.find((r) => r.id === myReviewId));
    expect(rows).toHaveLength(2);
  });

  it.each([
    ['0 stars', { stars: 0, review: 'Bad' }, 'Please choose from 1 to 5 stars'],
    ['6 stars', { stars: 6, review: 'Bad' }, 'Please choose from 1 to 5 stars'],
    ['2.5 stars', { stars: 2.5, review: 'Bad' }, 'Please choose from 1 to 5 stars'],
    ['stars as text', { stars: '5', review: 'Bad' }, 'Please choose from 1 to 5 stars'],
    ['no stars', { review: 'Bad' }, 'Please choose from 1 to 5 stars'],
    ['empty text', { stars: 5, review: '' }, 'Please enter a review'],
    ['blank text', { stars: 5, review: ' \n\t  ' }, 'Please enter a review'],
    ['no text', { stars: 5 }, 'Please enter a review'],
    ['text too long', { stars: 5, review: 'a'.repeat(2001) }, 'A review can be at most 2,000 characters'],
    ['a NUL character', { stars: 5, review: 'Bad\u0000' }, 'Text cannot contain the NUL character (U+0000)'],
    ['a field of staff', { stars: 5, review: 'Bad', hidden: false }, undefined],
  ])('refuses %s with 400 and changes nothing', async (_name, payload, message) => {
    const before = { rows: await allRows(), figures: await figures() };
    const res = await put(mine.cookie, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe('Error');
    if (message) expect(res.json().message).toBe(message);
    expect({ rows: await allRows(), figures: await figures() }).toEqual(before);
  });

  it('keeps HTML as plain text, exactly as typed', async () => {
    const html = '<img src=x onerror="alert(1)"><script>alert(2)</script> & <b>bold</b>';
    const res = await put(mine.cookie, { stars: 3, review: html });
    expect(res.json().data.review.review).toBe(html);
    const list = (await t.app.inject({ method: 'GET', url: `/api/v1/product/${productId}/reviews` })).json().data;
    expect(list.reviews.find((r: { _id: string }) => r._id === myReviewId).review).toBe(html);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('refused moderation', () => {
  it('answers 401 to strangers and customers and 404 for an unknown review, changing nothing', async () => {
    const before = { rows: await allRows(), figures: await figures() };
    const patch = (cookie: string | undefined, id = myReviewId) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/v1/admin/reviews/${id}`,
        headers: cookie ? { cookie } : {},
        payload: { hidden: true },
      });
    expect((await patch(undefined)).statusCode).toBe(401);
    expect((await patch(mine.cookie)).statusCode).toBe(401);
    const staff = await signInStaff(t.app, t.db, 'SuperAdmin');
    const unknown = await patch(staff.cookie, 'no-such-review');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Review not found');
    const bad = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/reviews/${myReviewId}`,
      headers: { cookie: staff.cookie },
      payload: { hidden: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/admin/reviews', headers: { cookie: mine.cookie } }))
        .statusCode,
    ).toBe(401);
    expect({ rows: await allRows(), figures: await figures() }).toEqual(before);
  });
});

describe('rate limit', () => {
  it('refuses an 11th review write in a minute with 429', async () => {
    const busy = await signUpCustomer(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push((await put(busy.cookie, { stars: 4, review: `Edit ${i}` })).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
