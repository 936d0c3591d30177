/**
 * The product page's issue-6 additions (shopper spec §2 product detail): the details popup and its
 * tabs, related products that link to other product pages, and the sticky bar that appears once
 * the buy box scrolls away and adds to the cart, on a desktop and on a phone without covering the
 * floating chat link.
 */
import { expect, test, type Page } from './fixtures';

/** A product whose subcategory has others, the way the listing asks the server. */
async function productWithSiblings(page: Page): Promise<{ id: string; name: string }> {
  const response = await page.request.post('/api/v1/product/list', { data: { pageNum: 1, pageSize: 1, filters: {} } });
  const [first] = (await response.json()).data.productList;
  return { id: first._id, name: first.product_name };
}

test('the details popup shows Features, Specification, Video and Warranty tabs', async ({ page }) => {
  const product = await productWithSiblings(page);
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Why buy from us' })).toContainText('Secure Payment');

  await page.getByRole('button', { name: 'More Details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Product Details' });
  await expect(dialog.getByRole('tab', { name: 'Features' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();
  await dialog.getByRole('tab', { name: 'Specification' }).click();
  await expect(dialog.getByRole('table').filter({ hasText: 'HSN code' })).toBeVisible();
  await dialog.getByRole('tab', { name: 'Specification' }).press('ArrowRight');
  await expect(dialog.getByRole('tab', { name: 'Video' })).toBeFocused();
  await expect(dialog.getByText('No video for this product')).toBeVisible();
  await dialog.getByRole('tab', { name: 'Warranty' }).click();
  await expect(dialog.getByRole('tabpanel')).toContainText('warranty against manufacturing defects');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('related products link to other products of the same family', async ({ page }) => {
  const product = await productWithSiblings(page);
  await page.goto(`/product/${product.id}`);
  // Related products load as they come near the screen.
  await page.locator('[data-lazy-section="Related products"]').scrollIntoViewIfNeeded();
  const related = page.getByRole('region', { name: 'Related Products' });
  const links = related.getByRole('link');
  await expect(links.first()).toBeVisible();
  expect(await links.count()).toBeLessThanOrEqual(8);
  await expect(related.locator(`a[href="/product/${product.id}"]`)).toHaveCount(0);
  const name = (await links.first().innerText()).split('\n')[0]!.trim();
  await links.first().click();
  await expect(page).not.toHaveURL(new RegExp(`/product/${product.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name.slice(0, 20));
});

for (const viewport of [
  { width: 1366, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`the sticky bar appears after scrolling past the buy box and adds to the cart (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const product = await productWithSiblings(page);
    await page.goto(`/product/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    const bar = page.getByRole('region', { name: 'Quick buy' });
    await expect(bar).toBeHidden();

    await page.getByRole('heading', { name: 'Specifications' }).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 600);
    await expect(bar).toBeVisible();
    await expect(bar).toContainText(product.name);

    // The floating chat link's tap target stays uncovered.
    const chat = page.getByRole('link', { name: /Chat with us on WhatsApp/ });
    if (await chat.isVisible()) {
      const [chatBox, addBox] = [
        await chat.boundingBox(),
        await bar.getByRole('button', { name: 'Add to Cart' }).boundingBox(),
      ];
      const overlaps =
        chatBox!.x < addBox!.x + addBox!.width &&
        addBox!.x < chatBox!.x + chatBox!.width &&
        chatBox!.y < addBox!.y + addBox!.height &&
        addBox!.y < chatBox!.y + chatBox!.height;
      expect(overlaps).toBe(false);
    }

    await bar.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText('Added to cart successfully!')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.getByText('1 already in your cart')).toBeVisible();
    await expect(bar).toBeHidden();
  });
}
