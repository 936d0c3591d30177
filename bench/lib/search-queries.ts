/**
 * The searches and suggestion prefixes the catalogue benchmarks send (bench/catalogue-scale.ts,
 * bench/search-cost.ts): words, typos, part numbers, formats (docs/decisions/017), and searches
 * that find nothing ('relay module', 'oled display' at 100,000 variants of the shipped catalogue).
 */
export const SEARCHES = [
  'arduino uno',
  'esp32',
  'arduno',
  'lipo 3s 2200',
  'a4988',
  'mg996',
  'servo motor',
  'temperature sensor',
  'pla filament',
  'esp-32',
  'drone frame',
  'nema 17',
  'raspberry pi',
  'brushless motor',
  'ultrasonic',
  '18650',
  'relay module',
  'ender 3 nozzle',
  'oled display',
  'esc 30a',
];

/** What a shopper has typed so far when suggestions are asked for. */
export const PREFIXES = [
  'ar',
  'ard',
  'ardu',
  'esp',
  'esp3',
  'li',
  'lipo',
  'ser',
  'serv',
  'mg9',
  'a49',
  'sen',
  'tem',
  'pla',
  'nem',
  'ras',
  'bru',
  '186',
  'rel',
  'ole',
];

/**
 * Searches built to be awkward for the search's index conditions (docs/decisions/046): common
 * words that seldom meet, and three common words. bench:search-cost prints them apart from the
 * benchmark's mean.
 */
export const AWKWARD_SEARCHES = [
  'motor sensor',
  'board motor driver',
  'servo sensor',
  'temperature motor',
  'filament motor',
  'motor sensor module',
];

/**
 * The terms a shopper narrows with filters (issue 31 target 2, docs/decisions/078): the issue's
 * own ('raspberry pi 5', 'esp 32', 'brushless motor'), typos of them, and common parts.
 */
export const FILTERED_TERMS = [
  'raspberry pi 5',
  'esp 32',
  'brushless motor',
  'raspbery pi',
  'brushles motor',
  'arduno',
  'temperature sensor',
  'servo motor',
  'lipo 3s 2200',
  'nema 17',
];

/** The filters POST /product/list gets beside those terms (prices in rupees); the first is none. */
export const SEARCH_FILTERS: Record<string, string | number>[] = [
  {},
  { min_price: 100, max_price: 1_000 },
  { min_price: 500, max_price: 5_000 },
  { category_name: 'Development Board' },
  { brand_name: 'Generic' },
  { category_name: 'Motors and Drivers', min_price: 100, max_price: 5_000 },
  { brand_name: 'Pixel Motors', min_price: 50, max_price: 2_000 },
];

/** A filter as a short label: 'price 100–1000 · Development Board'. */
export function filterLabel(filter: Record<string, string | number>): string {
  const parts = [
    filter.min_price !== undefined ? `₹${filter.min_price}–${filter.max_price}` : undefined,
    filter.category_name,
    filter.brand_name,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : 'no filter';
}
