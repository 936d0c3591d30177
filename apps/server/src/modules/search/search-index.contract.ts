/**
 * The seam a search engine plugs into (docs/decisions/063): what the storefront asks of search.
 * The default is pg_trgm (pg-trgm.adapter.ts). The listing (POST /product/list) stays one
 * SQL statement, so today's index also lends it SQL (search.service.ts re-exports it); an engine
 * outside PostgreSQL would answer prepareSearchBox with its candidate ids and the listing would
 * match on those instead.
 */
import type { SearchSuggestion } from '@shop/domain/catalog/search-suggestions.responses';
import type { Db, DbOrTx } from '../../db/client';
import type { Correction } from './product-search.repository';

/**
 * The search box's query prepared for the listing's statement (docs/decisions/046, 047): the
 * two pattern lists the trigram index is asked for (undefined: none), each word's corrections,
 * and which words have some (those are matched through their patterns).
 */
export interface PreparedSearch {
  rare: [string[], string[]] | undefined;
  corrections: Correction[][];
  typos: boolean[];
}

export interface SearchIndex {
  /** GET /product/suggestions: categories, brands, then products for the box's text; none for blank text. */
  suggest(db: Db, text: string): Promise<SearchSuggestion[]>;
  /** "Did you mean": the words with each unknown one replaced by the closest known word; undefined when none could be. */
  closestWords(db: DbOrTx, words: string[]): Promise<string[] | undefined>;
  /** Prepares the search box's own query (words alone, by relevance) for the listing. */
  prepareSearchBox(db: Db, words: string[]): Promise<PreparedSearch>;
}
