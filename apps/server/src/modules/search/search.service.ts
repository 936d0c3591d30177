/**
 * The search module's public face (docs/decisions/063): the SearchIndex the storefront asks, with
 * pg_trgm as its default, the bounds of a search box query, and the pg_trgm SQL the catalog's
 * listing embeds in its one statement (match, rank, the search bands and their parameters).
 */
export type { PreparedSearch, SearchIndex } from './search-index.contract';
export { pgTrgmSearchIndex as defaultSearchIndex } from './pg-trgm.adapter';
export { suggestSearch } from './search-suggestions.service';
export {
  asksTrigramIndex,
  bandedScan,
  nameKeyOf,
  narrowSearchMatch,
  narrowSearchParams,
  searchMatch,
  searchMatchKey,
  searchParams,
  searchRank,
  skuKeyOf,
  typoTolerant,
  withBand,
  wordTextOf,
} from './product-search.repository';
export {
  NARROW_SCAN,
  narrowCandidates,
  narrowMatches,
  narrowScan,
  narrowScanCount,
} from './search-candidates.repository';
export { SEARCH_CANDIDATES, SEARCH_SCAN_LIMIT } from './search-limits.rules';
