import { describe, expect, it } from 'vitest';
import { documentTitle, listingNames, listingTitle } from './page-titles.rules';

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

  it('titles a listing by a category, subcategory or brand only when it is the one chosen', () => {
    expect(listingNames({ categories: ['Development Board'], subcategories: ['ESP32 Boards'], brands: [] })).toEqual({
      category: 'Development Board',
      subcategory: 'ESP32 Boards',
      brand: undefined,
    });
    expect(
      listingNames({
        categories: ['Development Board', 'Sensors'],
        subcategories: ['ESP32 Boards'],
        brands: ['Espressif'],
      }),
    ).toEqual({ category: undefined, subcategory: undefined, brand: 'Espressif' });
    expect(listingNames({ categories: [], subcategories: ['ESP32 Boards', 'Gas'], brands: ['A', 'B'] })).toEqual({
      category: undefined,
      subcategory: undefined,
      brand: undefined,
    });
  });
});
