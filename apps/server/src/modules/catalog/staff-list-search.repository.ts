/**
 * A page of a back-office list when staff search it (Product Management, the inventory table;
 * docs/decisions/100). Drizzle and SQL only, no rules.
 *
 * A search's matches are found by the trigram index on products.search_text, which knows no
 * order; the list's order is another index. Walking the order's index and testing each product
 * is fast when matches are spread through the order ("sensor" at a million products: 20 within
 * the first hundred names), and slow when they sit together far into it ("esp32": 177,000 names
 * before the first "ESP32 …", 0.5 s). Reading every match and sorting them is the other way
 * round (46,872 for "esp32": 0.15 s; 202,896 for "sensor": 0.5 s). So the page is read:
 * - every match, sorted, when the list's count (up to ADMIN_COUNT_CAP) says there are few;
 * - else the first SEARCH_WALK_ROWS entries of the order's index, tested, when they hold the page;
 * - else every match, sorted.
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { categories, products } from '../../db/schema/catalog';

/** Entries of a list's order a search tests before it reads every match instead (~25 ms at most). */
export const SEARCH_WALK_ROWS = 10_000;

export interface SearchedList {
  /** The list's conditions on products other than the search (on sale or archived, a category, a status). */
  base: SQL | undefined;
  /** The search's condition on products. */
  search: SQL;
  /** A query of the ids (one column) of the first `limit` products meeting `where`, in the list's order, from its index. */
  orderedIds: (where: SQL | undefined, limit: number) => SQLWrapper;
  /** The list's order's values over products (and categories when `byCategory`); the last is products.id. */
  orderValues: (SQL | AnyPgColumn)[];
  dir: 'asc' | 'desc';
  byCategory: boolean;
  limit: number;
  offset: number;
  /** Whether the list's count stopped at its cap (ADMIN_COUNT_CAP): more matches than it counts. */
  manyMatches: boolean;
}

/** The ids of the page, in the list's order. */
export async function searchedPageIds(db: DbOrTx, list: SearchedList): Promise<string[]> {
  if (list.manyMatches) {
    const walked = rawRows<{ id: string }>(
      await db.execute(sql`
        SELECT w.id FROM unnest(ARRAY(${list.orderedIds(list.base, SEARCH_WALK_ROWS)})) WITH ORDINALITY AS w(id, n)
        JOIN ${products} ON ${products.id} = w.id
        WHERE ${list.search}
        ORDER BY w.n LIMIT ${list.limit} OFFSET ${list.offset}`),
    );
    if (walked.length === list.limit) return walked.map((row) => row.id);
  }
  // Every match with its order's values, kept apart (MATERIALIZED) so that PostgreSQL finds them
  // by the search's index instead of walking the order's.
  const values = list.orderValues.map((_, i) => sql.identifier(`o${i}`));
  const dir = list.dir === 'asc' ? sql`ASC` : sql`DESC`;
  const matches = rawRows<{ id: string }>(
    await db.execute(sql`
      WITH matches AS MATERIALIZED (
        SELECT ${sql.join(
          list.orderValues.map((value, i) => sql`${value} AS ${values[i]}`),
          sql`, `,
        )}
        FROM ${products}${list.byCategory ? sql` JOIN ${categories} ON ${categories.id} = ${products.categoryId}` : sql``}
        WHERE ${list.base ? sql`${list.base} AND ` : sql``}${list.search})
      SELECT ${values[values.length - 1]!} AS id FROM matches
      ORDER BY ${sql.join(
        values.map((value) => sql`${value} ${dir}`),
        sql`, `,
      )}
      LIMIT ${list.limit} OFFSET ${list.offset}`),
  );
  return matches.map((row) => row.id);
}
