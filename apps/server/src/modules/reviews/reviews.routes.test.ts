/**
 * Product reviews (shopper spec §2 product detail 'Write a Review strip'; issue 6): one review
 * per customer and product, editable; review_stars and no_of_reviews computed from shown
 * reviews; 'Verified purchase' once an order with the product is delivered; paging and sort.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../lib/clock';
import { makeProduct } from '../../test/factories';
import { placeOrder } from '../../test/orders';
import { payOrder } from '../../test/payments';
import { signUpCustomer, type SignedIn } from '../../test/sessions';
import type { TestApp } from '../../test/test-app';
import { shopFixture } from '../../test/shop-fixture';

const clock = createManualClock(new Date('2026-03-02T10:00:00Z'));
let t: TestApp;
let categoryId: string;
let staff: SignedIn;

beforeAll(async () => {
  ({
    t,
    categoryId,
    staff: { SubAdmin: staff },
  } = await shopFixture({ app: { clock }, staff: ['SubAdmin'] }));
});
afterAll(() => t.close());

const newProduct = async () => (await makeProduct(t.db, { categoryId, stock: 50 })).id;

function writeReview(cookie: string, productId: string, stars: number, review: string) {
  clock.advance(60_000);
  return t.app.inject({
    method: 'PUT',
    url: `/api/v1/product/${productId}/review`,
    headers: { cookie },
    payload: { stars, review },
  });
}
const productOf = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/product/${id}` })).json().data.product;
const listOf = async (id: string, query = '') =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/product/${id}/reviews${query}` })).json().data;
const setOrderStatus = (orderId: string, status: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/order/${orderId}/update`,
    headers: { cookie: staff.cookie },
    payload: { status },
  });

describe('PUT /product/:id/review', () => {
  it("saves a customer's review, says 'Review submitted successfully' and rates the product from it", async () => {
    const productId = await newProduct();
    const asha = await signUpCustomer(t.app, 'Asha Rao');
    const res = await writeReview(asha.cookie, productId, 5, '  Flashed first time, solid headers.  ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'Success',
      message: 'Review submitted successfully',
      data: {
        review: {
          product_id: productId,
          stars: 5,
          review: 'Flashed first time, solid headers.',
          reviewer_name: 'Asha R.',
          verified_purchase: false,
          hidden: false,
        },
        product: { _id: productId, review_stars: 5, no_of_reviews: 1 },
      },
    });
    expect(await productOf(productId)).toMatchObject({ review_stars: 5, no_of_reviews: 1 });
  });

  it('rates 5 and 4 stars as 4.5 from 2 reviews, and 5, 4, 4 as 4.3 from 3', async () => {
    const productId = await newProduct();
    await writeReview((await signUpCustomer(t.app)).cookie, productId, 5, 'Great');
    await writeReview((await signUpCustomer(t.app)).cookie, productId, 4, 'Good');
    expect(await productOf(productId)).toMatchObject({ review_stars: 4.5, no_of_reviews: 2 });
    await writeReview((await signUpCustomer(t.app)).cookie, productId, 4, 'Good too');
    expect(await productOf(productId)).toMatchObject({ review_stars: 4.3, no_of_reviews: 3 });
  });

  it('keeps one review per customer and product: writing again edits it', async () => {
    const productId = await newProduct();
    const vikram = await signUpCustomer(t.app, 'Vikram Singh');
    const first = (await writeReview(vikram.cookie, productId, 2, 'Pins bent on arrival')).json().data.review;
    const edited = await writeReview(vikram.cookie, productId, 4, 'Seller replaced it, works now');
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.review).toMatchObject({
      _id: first._id,
      stars: 4,
      review: 'Seller replaced it, works now',
      created_at: first.created_at,
    });
    expect(edited.json().data.review.updated_at > first.updated_at).toBe(true);
    expect(await productOf(productId)).toMatchObject({ review_stars: 4, no_of_reviews: 1 });
    const list = await listOf(productId);
    expect(list.reviews).toHaveLength(1);
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/v1/product/${productId}/review`,
      headers: { cookie: vikram.cookie },
    });
    expect(own.json().data.review).toMatchObject({ _id: first._id, stars: 4 });
  });

  it('answers 404 for an unknown product and 401 when signed out', async () => {
    const shopper = await signUpCustomer(t.app);
    const unknown = await writeReview(shopper.cookie, 'no-such-product', 5, 'Nice');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ status: 'Error', message: 'Product not found' });
    const productId = await newProduct();
    const signedOut = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/product/${productId}/review`,
      payload: { stars: 5, review: 'Nice' },
    });
    expect(signedOut.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/product/${productId}/review` })).statusCode).toBe(401);
  });
});

describe('concurrent writes', () => {
  it('counts every review when several customers write at once (the recount runs under the product lock)', async () => {
    const productId = await newProduct();
    const shoppers = await Promise.all([1, 2, 3, 4, 5, 6].map(() => signUpCustomer(t.app)));
    const results = await Promise.all(
      shoppers.map((s, i) => writeReview(s.cookie, productId, (i % 5) + 1, `Review ${i}`)),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    // Stars 1, 2, 3, 4, 5, 1: sum 16 over 6 → 2.7.
    expect(await productOf(productId)).toMatchObject({ review_stars: 2.7, no_of_reviews: 6 });
  });
});

describe('Verified purchase', () => {
  it('shows once an order holding the product is delivered, and not while it is only shipped', async () => {
    const productId = await newProduct();
    const buyer = await signUpCustomer(t.app);
    const order = (await placeOrder(t.app, buyer.cookie, [{ product_id: productId, quantity: 1 }])).json().data.order;
    expect((await writeReview(buyer.cookie, productId, 5, 'Bought it here')).json().data.review.verified_purchase).toBe(
      false,
    );
    await payOrder(t.app, buyer.cookie, order._id);
    expect((await setOrderStatus(order._id, 'Shipped')).statusCode).toBe(200);
    expect((await listOf(productId)).reviews[0].verified_purchase).toBe(false);
    expect((await setOrderStatus(order._id, 'Delivered')).statusCode).toBe(200);
    expect((await listOf(productId)).reviews[0].verified_purchase).toBe(true);
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/v1/product/${productId}/review`,
      headers: { cookie: buyer.cookie },
    });
    expect(own.json().data.review.verified_purchase).toBe(true);
  });

  it('is not shown for a delivered order of another product', async () => {
    const productId = await newProduct();
    const other = await newProduct();
    const buyer = await signUpCustomer(t.app);
    const order = (await placeOrder(t.app, buyer.cookie, [{ product_id: other, quantity: 1 }])).json().data.order;
    await setOrderStatus(order._id, 'Delivered');
    await writeReview(buyer.cookie, productId, 3, 'Bought elsewhere');
    expect((await listOf(productId)).reviews[0].verified_purchase).toBe(false);
  });
});

describe('GET /product/:id/reviews', () => {
  it('pages the shown reviews, newest first by default, and sorts by highest and lowest', async () => {
    const productId = await newProduct();
    const stars = [3, 5, 1, 4, 2, 5, 4, 3, 2, 1, 5, 4];
    for (const [i, s] of stars.entries())
      await writeReview((await signUpCustomer(t.app)).cookie, productId, s, `Review ${i + 1}`);
    const first = await listOf(productId);
    expect(first).toMatchObject({
      total: 12,
      page: 1,
      pageSize: 10,
      summary: { review_stars: 3.3, no_of_reviews: 12, star_counts: [2, 2, 2, 3, 3] },
    });
    expect(first.reviews.map((r: { review: string }) => r.review).slice(0, 3)).toEqual([
      'Review 12',
      'Review 11',
      'Review 10',
    ]);
    const second = await listOf(productId, '?page=2');
    expect(second.reviews.map((r: { review: string }) => r.review)).toEqual(['Review 2', 'Review 1']);
    const highest = await listOf(productId, '?sort=highest');
    expect(highest.reviews.map((r: { stars: number }) => r.stars)).toEqual([5, 5, 5, 4, 4, 4, 3, 3, 2, 2]);
    expect(highest.reviews[0].review).toBe('Review 11');
    const lowest = await listOf(productId, '?sort=lowest&page=2');
    expect(lowest.reviews.map((r: { stars: number }) => r.stars)).toEqual([5, 5]);
  });

  it('answers an empty list for a product without reviews, 404 for an unknown one, 400 for a bad page or sort', async () => {
    const productId = await newProduct();
    expect(await listOf(productId)).toMatchObject({
      reviews: [],
      total: 0,
      summary: { review_stars: 0, no_of_reviews: 0, star_counts: [0, 0, 0, 0, 0] },
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/product/nope/reviews' })).statusCode).toBe(404);
    for (const query of ['?page=0', '?page=x', '?sort=best', '?page=1.5', '?extra=1']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/product/${productId}/reviews${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().status).toBe('Error');
    }
  });
});

describe('PATCH /admin/reviews/:id', () => {
  it('hides a review from the list and the rating, and shows it again', async () => {
    const productId = await newProduct();
    await writeReview((await signUpCustomer(t.app)).cookie, productId, 5, 'Great');
    const spam = (
      await writeReview((await signUpCustomer(t.app)).cookie, productId, 1, 'Buy cheap pins at example.com')
    ).json().data.review;
    expect(await productOf(productId)).toMatchObject({ review_stars: 3, no_of_reviews: 2 });

    const hide = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/reviews/${spam._id}`,
      headers: { cookie: staff.cookie },
      payload: { hidden: true },
    });
    expect(hide.statusCode).toBe(200);
    expect(hide.json().data).toMatchObject({
      review: { _id: spam._id, hidden: true, hidden_by: staff.id, hidden_at: clock.now().toISOString() },
      product: { review_stars: 5, no_of_reviews: 1 },
    });
    expect(await productOf(productId)).toMatchObject({ review_stars: 5, no_of_reviews: 1 });
    const list = await listOf(productId);
    expect(list.reviews.map((r: { _id: string }) => r._id)).not.toContain(spam._id);
    expect(list).toMatchObject({ total: 1, summary: { star_counts: [0, 0, 0, 0, 1] } });

    const hiddenList = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/reviews?product_id=${productId}&hidden=true`,
      headers: { cookie: staff.cookie },
    });
    expect(hiddenList.json().data).toMatchObject({ total: 1, reviews: [{ _id: spam._id, hidden: true }] });

    const show = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/reviews/${spam._id}`,
      headers: { cookie: staff.cookie },
      payload: { hidden: false },
    });
    expect(show.json().data).toMatchObject({
      review: { hidden: false, hidden_by: null, hidden_at: null },
      product: { review_stars: 3, no_of_reviews: 2 },
    });
  });

  it('keeps an edited hidden review hidden and uncounted; its author still sees it, marked hidden', async () => {
    const productId = await newProduct();
    const author = await signUpCustomer(t.app);
    const review = (await writeReview(author.cookie, productId, 1, 'Spam')).json().data.review;
    await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/reviews/${review._id}`,
      headers: { cookie: staff.cookie },
      payload: { hidden: true },
    });
    const edited = await writeReview(author.cookie, productId, 2, 'Spam again');
    expect(edited.json().data).toMatchObject({
      review: { hidden: true, stars: 2 },
      product: { review_stars: 0, no_of_reviews: 0 },
    });
    expect((await listOf(productId)).total).toBe(0);
  });
});
