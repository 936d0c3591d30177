/**
 * The home page's product picks (storefront spec §2 home items 4–6, §9): the hero's featured
 * product and the trending strips. Constants only (no zod), so the web app can read them
 * without bundling a schema (STYLE.md habit 14).
 */

/** Trending counts units of paid orders placed within this many days. */
export const TRENDING_WINDOW_DAYS = 30;
/** Products on the home strip (spec §9 "Home product strip 5 items"). */
export const HOME_STRIP_SIZE = 5;
/** The drone-parts block's "Top 30" tab. */
export const DRONE_TOP_COUNT = 30;
/** Most products one trending call returns. */
export const MAX_TRENDING_LIMIT = 30;
/** The catalogue category the drone-parts block shows (spec §2 home item 1's sixth tile). */
export const DRONE_CATEGORY_NAME = 'Drone Parts';
