/**
 * The default SearchIndex (docs/decisions/017, 046, 063): PostgreSQL's pg_trgm over the search
 * columns and tables triggers keep beside the products (products.search_key, product_search,
 * search_trigrams, search_words). The suggestions and "did you mean" are queries of their own;
 * the listing's search box query is prepared here (the rare trigrams and each word's
 * corrections, from the counts search-trigram-choice.rules.ts keeps) and then run inside the listing's
 * one statement with the SQL product-search.repository.ts writes.
 */
import type { Db, DbOrTx } from '../../db/client';
import { suggestSearchWords } from './product-search.repository';
import type { PreparedSearch, SearchIndex } from './search-index.contract';
import { suggestSearch } from './search-suggestions.service';
import { chooseRareTrigrams, correctionsFor, trigramStatsReady } from './search-trigram-choice.rules';

/** The search box's query as the listing's statement takes it: the trigrams to ask the index for and each word's corrections. */
async function prepareSearchBox(db: Db, words: string[]): Promise<PreparedSearch> {
  const stats = await trigramStatsReady(db);
  const corrections = await correctionsFor(db, words, stats);
  return {
    rare: chooseRareTrigrams(words, stats, corrections),
    corrections,
    typos: corrections.map((fixes) => fixes.length > 0),
  };
}

export const pgTrgmSearchIndex: SearchIndex = {
  suggest: (db: Db, text: string) => suggestSearch(db, text),
  closestWords: (db: DbOrTx, words: string[]) => suggestSearchWords(db, words),
  prepareSearchBox,
};
