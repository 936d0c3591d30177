import { describe, expect, it } from 'vitest';
import { CATEGORY_NAMES } from './category-list';
import { escapeXml, productImageSvg, shortTitle, wrapTitle } from './product-image';

const input = {
  sku: 'DB-UNO',
  productName: 'Arduino Uno R3',
  categoryName: 'Development Board',
  brandName: 'Arduino',
  view: 1,
} as const;

/** Well-formed enough for an <img>: one root svg element, and every '&' starting an entity. */
function expectWellFormedSvg(svg: string) {
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800"')).toBe(true);
  expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
  expect(svg).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
  expect(svg.match(/<svg\b/g)).toHaveLength(1);
}

describe('productImageSvg', () => {
  it.each(CATEGORY_NAMES)('draws a well-formed picture for %s, in both views', (categoryName) => {
    for (const view of [1, 2] as const) expectWellFormedSvg(productImageSvg({ ...input, categoryName, view }));
  });

  it('draws a different picture for each category', () => {
    const drawings = CATEGORY_NAMES.map((categoryName) => productImageSvg({ ...input, categoryName }));
    expect(new Set(drawings).size).toBe(CATEGORY_NAMES.length);
  });

  it('makes the alternate view differ from the main one', () => {
    expect(productImageSvg({ ...input, view: 2 })).not.toBe(productImageSvg(input));
  });

  it('shows the brand in capitals and escapes the text it shows', () => {
    const svg = productImageSvg({ ...input, productName: 'Jumper Wires M<>F & "Dupont"', brandName: "O'Hara & Sons" });
    expectWellFormedSvg(svg);
    expect(svg).toContain('O&apos;HARA &amp; SONS');
    expect(svg).toContain('Jumper Wires M&lt;&gt;F &amp; &quot;Dupont&quot;');
  });

  it('is the same for the same product', () => {
    expect(productImageSvg(input)).toBe(productImageSvg(input));
  });
});

describe('picture titles', () => {
  it('drop the detail after a dash and any parentheses', () => {
    expect(shortTitle('Arduino Uno R3 Original (A000066) ATmega328P Board - Made in Italy')).toBe(
      'Arduino Uno R3 Original ATmega328P Board',
    );
  });

  it('wrap at word boundaries into at most three lines, ending in an ellipsis when cut', () => {
    expect(wrapTitle('ESP32 DevKitC V4 Board', 26, 3)).toEqual(['ESP32 DevKitC V4 Board']);
    expect(wrapTitle('one two three four five six seven', 9, 3)).toEqual(['one two', 'three', 'four…']);
  });

  it('break a word longer than a line', () => {
    expect(wrapTitle('ABCDEFGHIJKL', 5, 3)).toEqual(['ABCDE', 'FGHIJ', 'KL']);
  });

  it('escape the five XML special characters', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
  });
});
