/**
 * Rows read for several parents at once (`WHERE parent_id IN (…)`), grouped by parent: a Map with
 * every one of `keys`, each holding its rows in the order given (an empty list for a key no row
 * has); a row whose key is not among `keys` is left out.
 */
export function rowsByKey<Row>(
  keys: readonly string[],
  rows: readonly Row[],
  keyOf: (row: Row) => string,
): Map<string, Row[]> {
  const grouped = new Map<string, Row[]>(keys.map((key) => [key, []]));
  for (const row of rows) grouped.get(keyOf(row))?.push(row);
  return grouped;
}
