/**
 * The search box's candidates on product_search, the narrow copy (docs/decisions/036, 047, 049,
 * 078): SQL the catalog's listing statement embeds (through search.service.ts). Drizzle only, no
 * rules.
 */
import { sql, type SQL } from 'drizzle-orm';
import { productSearch } from '../../db/schema/search';
import { bandedScan, withBand } from './product-search.repository';
import { SEARCH_CANDIDATES, SEARCH_SCAN_LIMIT } from './search-limits.rules';

const param = sql.placeholder;

/**
 * product_search (ps) with, when `filters` are given, its copies of the listing filters' columns
 * also under products' name (a lateral subquery PostgreSQL folds away), so that the listing's
 * filters, written on products' columns, are checked on the copy's rows (docs/decisions/078).
 */
function copyWith(filters: SQL | undefined): SQL {
  if (!filters) return sql`${productSearch} ps`;
  return sql`${productSearch} ps CROSS JOIN LATERAL (SELECT ps.category_id, ps.sub_category_id, ps.brand_id,
    ps.price_with_gst_paise, ps.mrp_paise, ps.review_stars, ps.featured) AS products`;
}

/** `narrowWhere`, and `filters` when there are some. */
const matching = (narrowWhere: SQL, filters: SQL | undefined) =>
  filters ? sql`${narrowWhere} AND ${filters}` : narrowWhere;

/**
 * The first `limit` rows of product_search (ps) that `narrowWhere` and the listing's `filters`
 * (on products' columns; undefined: none) match, as `columns`: read band by band when `banded`
 * (bandedScan: the better-reviewed parts first, and only as many bands' indexes as it takes), else
 * in the table's order.
 */
export function narrowMatches(columns: SQL, narrowWhere: SQL, banded: boolean, limit: number, filters?: SQL): SQL {
  const matches = bandedScan(
    (band) => sql`SELECT ${columns} FROM ${copyWith(filters)} WHERE ${withBand(band, matching(narrowWhere, filters))}`,
    banded,
  );
  return sql`${matches} LIMIT ${sql.raw(String(limit))}`;
}

/**
 * The name of a listing statement's WITH query over the search's matches (narrowScan), which its
 * candidates (narrowCandidates) and its count both read.
 */
export const NARROW_SCAN = 'narrow_scan';

/**
 * The first SEARCH_SCAN_LIMIT matches of `narrowWhere` and the listing's `filters` (narrowMatches),
 * each as its row address (ctid) and order columns: the body of the statement's WITH query
 * NARROW_SCAN. The candidates and the capped count both read it, so the words' matches are read
 * once a search, not twice: with a filter that excludes most of them ('esp 32' by one brand) that
 * was every match of the word read for the count and again for the candidates (docs/decisions/078,
 * amendment of 2026-11-29). The count needs SEARCH_CANDIDATES + 1 of them at most, fewer than
 * SEARCH_SCAN_LIMIT, so it counts the same matches as before.
 */
export function narrowScan(narrowWhere: SQL, banded: boolean, filters?: SQL): SQL {
  return narrowMatches(
    sql`ps.ctid, ps.featured, ps.no_of_reviews, ps.product_id`,
    narrowWhere,
    banded,
    SEARCH_SCAN_LIMIT,
    filters,
  );
}

/** The capped count of a search's matches, from the statement's NARROW_SCAN: up to SEARCH_CANDIDATES + 1. */
export const narrowScanCount = () =>
  sql`SELECT count(*) FROM (SELECT 1 FROM ${sql.identifier(NARROW_SCAN)} LIMIT ${sql.raw(String(SEARCH_CANDIDATES + 1))}) AS counted`;

/**
 * The search box's candidates, rows of product_search (ps), the narrow copy, among those the
 * listing's `filters` match (undefined: none; docs/decisions/078): the parts whose SKU or name is
 * exactly the query (from their own indexes, so an exact part is ranked however many variants
 * mention it), and the first SEARCH_CANDIDATES in the default order of the statement's
 * NARROW_SCAN (at most SEARCH_SCAN_LIMIT matches from the search bands' trigram indexes, the
 * first band first; docs/decisions/036, 049).
 * The matches are chosen by their row addresses (ctid) and order columns alone, and only the
 * chosen rows are read in full: sorting and de-duplicating whole rows (~500 bytes each, the search
 * text among them) cost a tenth of a search (docs/decisions/047). A row address holds within the
 * statement, which sees one snapshot.
 */
export function narrowCandidates(filters?: SQL): SQL {
  // The query through a subquery, as the words are (narrowSearchMatch): one plan for every value.
  const folded = sql`(SELECT ${param('searchFolded')}::text)`;
  const exact = sql`(ps.sku_key = ${folded} OR ps.name_key = ${folded})`;
  return sql`SELECT ps.* FROM ${productSearch} ps WHERE ps.ctid = ANY (ARRAY(
    SELECT ps.ctid FROM ${copyWith(filters)} WHERE ${matching(exact, filters)}
    UNION
    (SELECT m.ctid FROM ${sql.identifier(NARROW_SCAN)} AS m
     ORDER BY m.featured DESC, m.no_of_reviews DESC, m.product_id DESC LIMIT ${sql.raw(String(SEARCH_CANDIDATES))})))`;
}
