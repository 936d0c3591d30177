import { describe, expect, it } from 'vitest';
import { productAddFields, productUpdateFields } from './product-form.schemas';

const base = {
  SKU: 'A-1',
  product_name: 'Board',
  category_id: 'c',
  category_name: 'Boards',
  sub_category_id: 's',
  non_discounted_price: '499',
  discounted_single_product_price: '349',
};

describe('the product form schema', () => {
  it('reads numbers, booleans and comma-separated tags from multipart text', () => {
    const parsed = productAddFields.parse({
      ...base,
      no_of_product_instock: '12',
      product_instock: 'false',
      review_stars: '4.5',
      product_tags: ' esp32, wifi ,,esp32',
      gst_rate: '12',
    });
    expect(parsed).toMatchObject({
      non_discounted_price: 499,
      no_of_product_instock: 12,
      product_instock: false,
      review_stars: 4.5,
      product_tags: ['esp32', 'wifi'],
      gst_rate: 12,
    });
  });

  it('leaves blank optional numbers out and clears blank bulk prices when editing', () => {
    const parsed = productUpdateFields.parse({
      discount: '',
      review_stars: '',
      gst_rate: '',
      multiple_quantity_price_5_10: '',
    });
    expect(parsed.discount).toBeUndefined();
    expect(parsed.review_stars).toBeUndefined();
    expect(parsed.multiple_quantity_price_5_10).toBeNull();
  });

  it.each([
    [{ discounted_single_product_price: '-1' }, 'Price cannot be negative'],
    [{ discount: '100.5' }, 'Discount must be at most 100'],
    [{ review_stars: '4.55' }, 'Review stars go in steps of 0.1'],
    [{ review_stars: '-0.1' }, 'Review stars cannot be negative'],
    [
      { product_manual_link: 'ftp://x.example/manual.pdf' },
      'Manual link must be a web address starting with http:// or https://',
    ],
    [{ SKU: '' }, 'SKU is required'],
    [
      { quantity_discounts: [{ title: 'Ten', min_quantity: 10, max_quantity: 5, discount_percentage: 5 }] },
      'Maximum quantity must not be below the minimum quantity',
    ],
    [{ specifications: [{ title: 'Power', data: [] }] }, 'A specification section needs at least one row'],
  ])('refuses %j with its message', (change, message) => {
    const result = productAddFields.safeParse({ ...base, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
