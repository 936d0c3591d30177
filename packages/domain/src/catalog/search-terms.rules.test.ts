import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_WORDS, searchTermsOf } from './search-terms.rules';

describe('searchTermsOf', () => {
  it.each([
    ['esp32', ['esp32'], 'esp32'],
    ['ESP 32', ['esp', '32'], 'esp32'],
    ['esp-32', ['esp32'], 'esp32'],
    ['esp_32 ', ['esp32'], 'esp32'],
    ['  LiPo 3S   2200 ', ['lipo', '3s', '2200'], 'lipo3s2200'],
    ['', [], ''],
    [' - _ ', [], ''],
  ])('%j gives words %j and folded %j', (text, words, folded) => {
    expect(searchTermsOf(text)).toEqual({ words, folded });
  });

  it(`keeps at most ${MAX_SEARCH_WORDS} words`, () => {
    expect(searchTermsOf('a b c d e f g h i j').words).toHaveLength(MAX_SEARCH_WORDS);
  });
});
