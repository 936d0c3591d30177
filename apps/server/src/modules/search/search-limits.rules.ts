/** The bounds of a search box query (docs/decisions/036, 045, 049, 063). */

/**
 * The matches a search ordered by relevance ranks: the first this many in the tab's order
 * (an index answers it), so a common word that matches thousands of variants ranks a bounded
 * set; the count of such a search stops here too, so its pager ends where the ranked set does.
 * Ranking costs a few microseconds a product (string tests on the narrow copy, docs/decisions/045).
 */
export const SEARCH_CANDIDATES = 120;

/**
 * Matches the search box looks at, at most, to choose its candidates: a common word matches
 * thousands of parts (each shipped product has ~520 variants at 100,000), and checking each
 * of them was most of a search's cost (docs/decisions/036). Past this many the candidates are
 * the best of the first SEARCH_SCAN_LIMIT matches found, band by band: the featured and
 * best-reviewed parts first, each band in the table's order (docs/decisions/049). The count is
 * capped at SEARCH_CANDIDATES anyway. 300 before the bands; with them the first 200 hold the
 * better-reviewed parts the later 100 held, and each match read is a page of the table read.
 */
export const SEARCH_SCAN_LIMIT = 200;
