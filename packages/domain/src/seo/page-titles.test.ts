import { describe, expect, it } from 'vitest';
import { documentTitle, listingTitle } from './page-titles';

describe('page titles', () => {
  it('names the page before the shop, and the home page by the shop and its tagline', () => {
    expect(documentTitle('Cart', 'MakerShop')).toBe('Cart | MakerShop');
    expect(documentTitle(undefined, 'MakerShop')).toBe('MakerShop: electronics and maker parts');
  });

  it('titles a listing by its search, else brand and subcategory or category, else All Products', () => {
    expect(listingTitle({ search: 'esp32', category: 'Sensors' })).toBe("Search results for 'esp32'");
    expect(listingTitle({ category: 'Development Board', subcategory: 'ESP32 Boards' })).toBe('ESP32 Boards');
    expect(listingTitle({ category: 'Development Board', brand: 'Espressif' })).toBe('Espressif Development Board');
    expect(listingTitle({})).toBe('All Products');
  });
});
