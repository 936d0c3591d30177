/**
 * How far the storefront's listing counts its matches, and the pager that follows from it
 * (storefront spec §2: '{n} product(s) found', pagination; docs/decisions/094).
 *
 * The count stops at LISTING_COUNT_CAP: a category of 8,000 products reads "1,000+ product(s)
 * found". Counting further read thousands of index entries on every call for a figure no shopper
 * pages through. Past the counted pages the pager goes on one page at a time while pages come
 * back full (the spec's hasMore), so no product is out of reach. A search ordered by relevance
 * ranks and counts fewer (its own cap on the server) and its pages end where its count does.
 */

/** The most matches a listing counts; more reads as this figure with a "+" (productCountCapped). */
export const LISTING_COUNT_CAP = 1_000;

/** What the pager needs from a listing reply and the page shown. */
export interface PagerInput {
  /** productCount: all matches, or the cap when productCountCapped. */
  count: number;
  capped: boolean;
  /** The page shown, from 1. */
  page: number;
  pageSize: number;
  /** Cards on the page shown: a full page (the spec's hasMore) may have a next one past the count. */
  cardsOnPage: number;
}

/** The pager: the last page to number, and whether Next leads anywhere. */
export interface Pager {
  /** The highest page number shown: every counted page, and the page shown when it lies past them. */
  pages: number;
  hasNext: boolean;
}

/**
 * The pager for a listing reply. Counted pages: `ceil(count / pageSize)`. When the count stopped
 * at LISTING_COUNT_CAP, pages go on past it while the page shown is full; a count capped lower (a
 * search by relevance, which ranks only its first matches) ends its pages there.
 */
export function listingPager({ count, capped, page, pageSize, cardsOnPage }: PagerInput): Pager {
  const counted = Math.ceil(count / pageSize);
  const goesOn = capped && count >= LISTING_COUNT_CAP;
  if (!goesOn) return { pages: counted, hasNext: page < counted };
  return { pages: Math.max(counted, page), hasNext: page < counted || cardsOnPage >= pageSize };
}
