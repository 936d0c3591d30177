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
