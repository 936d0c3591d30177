/**
 * Limits of the search box's suggestions (storefront spec §2 Search, §9): no zod here, so the
 * header can read them without pulling a schema library into the first page's bundle.
 */

/** Suggestions shown at most: categories first, then brands, then products. */
export const MAX_SUGGESTIONS = 8;
/** Products among them at most. */
export const MAX_PRODUCT_SUGGESTIONS = 4;
/** Milliseconds without typing before the box asks for suggestions (spec §9 search debounce). */
export const SEARCH_DEBOUNCE_MS = 500;
/** Longest text GET /product/suggestions takes, in characters. */
export const MAX_SUGGESTION_QUERY_LENGTH = 100;
/** Milliseconds between a voice search's result and the search page (spec §4, §9: 0.5 s). */
export const VOICE_SEARCH_NAVIGATION_DELAY_MS = 500;
/** Voice search messages (spec §8). */
export const VOICE_SEARCH_UNSUPPORTED = 'Voice search is not supported in this browser';
export const VOICE_SEARCH_FAILED = 'Sorry, there was an error with voice recognition. Please try again.';
