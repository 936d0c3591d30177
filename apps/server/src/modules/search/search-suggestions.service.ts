/**
 * The search box's suggestions (storefront spec §2 Search, §9): at most 8, categories first
 * (categories, then subcategories), then brands, then at most 4 products. Products keep their
 * places, so a query that names many categories still shows the parts it finds; the rest of the
 * 8 go to categories, then brands. Typo- and format-tolerant like the part search
 * (docs/decisions/017): 'arduno' suggests Arduino.
 */
import { searchTermsOf } from '@shop/domain/catalog/search-terms.rules';
import { MAX_PRODUCT_SUGGESTIONS, MAX_SUGGESTIONS } from '@shop/domain/catalog/search-suggestions.rules';
import type { SearchSuggestion } from '@shop/domain/catalog/search-suggestions.responses';
import type { Db } from '../../db/client';
import { findSuggestions, keyWordOf, type SuggestionRow } from './search-suggestions.repository';
import { chooseSuggestionScan, mayHaveSwaps, trigramStatsReady } from './search-trigram-choice.rules';

/** GET /product/suggestions: the suggestions for the box's text, in the order they are shown; none for blank text. */
export async function suggestSearch(db: Db, text: string): Promise<SearchSuggestion[]> {
  const { words, folded } = searchTermsOf(text);
  if (words.length === 0) return [];
  const stats = await trigramStatsReady(db);
  const scan = chooseSuggestionScan(words, words[keyWordOf(words) - 1]!, stats);
  const swaps = words.some((word) => mayHaveSwaps(word, stats));
  const rows = await findSuggestions(db, words, folded, MAX_SUGGESTIONS, MAX_PRODUCT_SUGGESTIONS, scan, swaps);
  const productRows = rows.filter((row) => row.type === 'product').slice(0, MAX_PRODUCT_SUGGESTIONS);
  const nameRows = rows.filter((row) => row.type !== 'product').slice(0, MAX_SUGGESTIONS - productRows.length);
  return [...nameRows, ...productRows].map(toSuggestion);
}

function toSuggestion(row: SuggestionRow): SearchSuggestion {
  switch (row.type) {
    case 'product':
      return {
        type: 'product',
        _id: row.id,
        product_name: row.name,
        SKU: row.sku,
        category_name: row.categoryName,
        product_image_main: row.imageMain,
      };
    case 'subcategory':
      return { type: 'subcategory', _id: row.id, name: row.name, category_name: row.categoryName };
    default:
      return { type: row.type, _id: row.id, name: row.name };
  }
}
