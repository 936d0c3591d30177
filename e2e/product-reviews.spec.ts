/**
 * Reviews on the product page (shopper spec §2 product detail 'Write a Review strip'; issue 6):
 * a visitor is sent to sign in and brought back to the reviews, writes a review (an empty one
 * gets 'Please enter a review'), and the product's rating and review count change on the page;
 * then edits it. HTML typed into a review shows as text.
 */
import { expect, test, type Page } from './fixtures';

/** A product nobody has reviewed yet (the demo catalogue leaves about one in three without reviews). */
async function unreviewedProduct(page: Page): Promise<{ id: string; name: string }> {
  const response = await page.request.post('/api/v1/product/list', {
    data: { pageNum: 1, pageSize: 200, filters: {} },
  });
  const products: { _id: string; product_name: string; no_of_reviews: number }[] = (await response.json()).data
    .productList;
  const product = products.find((p) => p.no_of_reviews === 0);
  if (!product) throw new Error('every product has reviews');
  return { id: product._id, name: product.product_name };
}

test('a customer signs in from the review strip, writes a review that changes the rating, and edits it', async ({
  page,
}) => {
  const product = await unreviewedProduct(page);
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  const rating = page.getByRole('button', { name: /go to the reviews/ });
  await expect(rating).toHaveAccessibleName(/^Rated 0 out of 5, 0 reviews\s*: go to the reviews$/);

  await rating.click();
  const reviews = page.getByRole('region', { name: 'Customer Reviews' });
  await expect(reviews.getByRole('heading', { name: 'Customer Reviews' })).toBeFocused();
  await expect(reviews).toContainText('No reviews yet. Be the first to review this product.');

  // A visitor gets the 'Sign Up Required' popup: Close keeps them here, Login brings them back after.
  await reviews.getByRole('button', { name: 'Write a Review' }).click();
  const popup = page.getByRole('dialog', { name: 'Sign Up Required' });
  await expect(popup.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', /^\/signup\?from=/);
  // Its own Close button (the dialog's corner × is named Close too).
  await popup.getByRole('button', { name: 'Close' }).last().click();
  await expect(popup).toHaveCount(0);
  await reviews.getByRole('button', { name: 'Write a Review' }).click();
  await popup.getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login\?from=/);
  await page.getByLabel('Email').fill('customer@makershop.in');
  await page.getByLabel('Password', { exact: true }).fill('Customer@123');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${product.id}#reviews$`));

  const strip = reviews.getByRole('group', { name: 'Your rating' });
  await strip.getByLabel('4 stars').check();
  await reviews.getByRole('button', { name: 'Submit' }).click();
  await expect(reviews.getByText('Please enter a review')).toBeVisible();
  await reviews.getByLabel('Your review').fill('Works with the <b>Arduino</b> IDE out of the box.');
  await reviews.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Review submitted successfully')).toBeVisible();

  await expect(rating).toHaveAccessibleName(/^Rated 4 out of 5, 1 review\s*: go to the reviews$/);
  const list = reviews.getByRole('list').last();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Works with the <b>Arduino</b> IDE out of the box.');
  await expect(list.locator('b')).toHaveCount(0);
  await expect(list).toContainText('Demo C.');

  await reviews.getByRole('button', { name: 'Edit your review' }).click();
  await expect(reviews.getByLabel('Your review')).toHaveValue('Works with the <b>Arduino</b> IDE out of the box.');
  await reviews.getByRole('group', { name: 'Your rating' }).getByLabel('5 stars').check();
  await reviews.getByLabel('Your review').fill('Still going strong after a month.');
  await reviews.getByRole('button', { name: 'Submit' }).click();
  await expect(rating).toHaveAccessibleName(/^Rated 5 out of 5, 1 review\s*: go to the reviews$/);
  await expect(list).toContainText('Still going strong after a month.');
  await expect(list.getByRole('listitem')).toHaveCount(1);
});

test('reviews of the demo catalogue page and sort', async ({ page }) => {
  const response = await page.request.post('/api/v1/product/list', {
    data: { pageNum: 1, pageSize: 1, filters: { sort_by: 'no_of_reviews', sort_order: 'desc' } },
  });
  const [product] = (await response.json()).data.productList;
  await page.goto(`/product/${product._id}`);
  // The reviews load as they come near the screen.
  await page.locator('[data-lazy-section="Customer reviews"]').scrollIntoViewIfNeeded();
  const reviews = page.getByRole('region', { name: 'Customer Reviews' });
  await expect(reviews.getByRole('heading', { level: 3, name: `${product.no_of_reviews} reviews` })).toBeVisible();
  // What each order must put first, from the API; the page must show the same after each choice.
  const firstStarsBy = async (sort: string) =>
    (await (await page.request.get(`/api/v1/product/${product._id}/reviews?sort=${sort}`)).json()).data.reviews[0]
      .stars as number;
  const [lowest, highest] = [await firstStarsBy('lowest'), await firstStarsBy('highest')];
  expect(lowest).toBeLessThan(highest);
  const firstStars = reviews.getByRole('list').last().getByRole('listitem').first().getByRole('img');
  await reviews.getByLabel('Sort reviews').selectOption('lowest');
  await expect(firstStars).toHaveAttribute('aria-label', `Rated ${lowest} out of 5`);
  await reviews.getByLabel('Sort reviews').selectOption('highest');
  await expect(firstStars).toHaveAttribute('aria-label', `Rated ${highest} out of 5`);
});
