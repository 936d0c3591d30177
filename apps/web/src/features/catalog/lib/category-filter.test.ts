import { describe, expect, it } from 'vitest';
import { toggleCategory, toggleSubcategory, withoutCategory, type CategoryTree } from './category-filter';

const tree: CategoryTree = [
  {
    name: 'Development Board',
    subcategories: [{ name: 'ESP32 Boards' }, { name: 'Arduino Boards' }, { name: 'Accessories' }],
  },
  { name: 'Sensors', subcategories: [{ name: 'Motion Sensors' }] },
  { name: 'Battery', subcategories: [{ name: 'Accessories' }] },
];

describe('the listing category filter', () => {
  it('adds and removes categories and subcategories', () => {
    let choice = toggleCategory({ categories: [], subcategories: [] }, 'Sensors', tree);
    choice = toggleCategory(choice, 'Development Board', tree);
    choice = toggleSubcategory(choice, 'ESP32 Boards');
    expect(choice).toEqual({ categories: ['Sensors', 'Development Board'], subcategories: ['ESP32 Boards'] });
    expect(toggleSubcategory(choice, 'esp32 boards')).toEqual({
      categories: ['Sensors', 'Development Board'],
      subcategories: [],
    });
  });

  it('drops the subcategories of a removed category', () => {
    const choice = { categories: ['Development Board', 'Sensors'], subcategories: ['ESP32 Boards', 'Motion Sensors'] };
    expect(toggleCategory(choice, 'Development Board', tree)).toEqual({
      categories: ['Sensors'],
      subcategories: ['Motion Sensors'],
    });
  });

  it('keeps a subcategory another chosen category also has', () => {
    const choice = { categories: ['Development Board', 'Battery'], subcategories: ['Accessories', 'Arduino Boards'] };
    expect(withoutCategory(choice, 'Development Board', tree)).toEqual({
      categories: ['Battery'],
      subcategories: ['Accessories'],
    });
  });

  it('matches names from a link whatever their case', () => {
    const choice = { categories: ['development board'], subcategories: ['esp32 boards'] };
    expect(withoutCategory(choice, 'Development Board', tree)).toEqual({ categories: [], subcategories: [] });
  });
});
