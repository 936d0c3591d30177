/**
 * How the search box's text becomes search terms (issue 6 "Search that finds parts",
 * docs/decisions/017-part-search.md). Spaces, '-' and '_' are folded the way the database folds
 * a product's search text into its search key, so 'esp 32', 'esp-32' and 'esp32' meet.
 */

/** At most this many words count; the rest of a long query is ignored. */
export const MAX_SEARCH_WORDS = 8;

export interface SearchTerms {
  /** Lower-cased words with '-' and '_' removed ('ESP-32 dev' → ['esp32', 'dev']). */
  words: string[];
  /** The whole query lower-cased with spaces, '-' and '_' removed ('esp 32' → 'esp32'). */
  folded: string;
}

/** Folds a lower-cased text as the database's search key does. */
export function foldSearchText(text: string): string {
  return text.toLowerCase().replace(/[\s_-]+/g, '');
}

/** The terms of a search box text; no words for blank text. */
export function searchTermsOf(text: string): SearchTerms {
  const words = text.toLowerCase().split(/\s+/).map(foldSearchText).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
  return { words, folded: words.join('') };
}
