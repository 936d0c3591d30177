/**
 * The rank's test of the whole query as words (docs/decisions/049): the search words as the LIKE
 * pattern that product_search's word_text (the search text between single spaces) is tested by.
 */
import { describe, expect, it } from 'vitest';
import { phraseWordsPattern } from './product-search.repository';

describe('phraseWordsPattern', () => {
  it('joins the words by single spaces between spaces, as word_text holds words', () => {
    expect(phraseWordsPattern(['servo', 'motor'])).toBe('% servo motor %');
    expect(phraseWordsPattern(['esp32'])).toBe('% esp32 %');
  });

  it('reads a run of other characters inside or around a word as one space, as word_text does', () => {
    expect(phraseWordsPattern(['3.3v', 'regulator'])).toBe('% 3 3v regulator %');
    expect(phraseWordsPattern(['(pack', 'of', '5)'])).toBe('% pack of 5 %');
    expect(phraseWordsPattern(['%_'])).toBeNull();
  });

  it('keeps letters beyond ASCII', () => {
    expect(phraseWordsPattern(['µc', 'kit'])).toBe('% µc kit %');
  });
});
