/**
 * A page of a back-office list and its capped count (Product Management, the inventory table;
 * docs/decisions/080, 100). Drizzle and SQL only, no rules. Each list gives its conditions, its
 * search and how its order's index is read; this file reads the page's ids and counts the matches.
 *
 * A search's matches are found by the trigram index on products.search_text, which knows no
 * order; the list's order is another index. Walking the order's index and testing each product
 * is fast when matches are spread through the order ("sensor" at a million products: 20 within
 * the first hundred names), and slow when they sit together far into it ("esp32": 177,000 names
 * before the first "ESP32 …", 0.5 s). Reading every match and sorting them is the other way
 * round (46,872 for "esp32": 0.15 s; 202,896 for "sensor": 0.5 s). So a searched page is read:
 * - every match, sorted, when the count (up to ADMIN_COUNT_CAP) says there are few;
 * - else the first SEARCH_WALK_ROWS entries of the order's index, tested, when they hold the page;
 * - else every match, sorted.
 */
import { and, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { categories, products } from '../../db/schema/catalog';

/** The most matches the back office's lists count; past it they say "at least this many" (docs/decisions/080). */
export const ADMIN_COUNT_CAP = 1_000;

/** The matches of `where` (over products) counted up to ADMIN_COUNT_CAP + 1: the staff lists' capped count. */
async function countAdminProducts(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const matches = db
    .select({ one: sql`1`.as('one') })
    .from(products)
    .where(where)
    .limit(ADMIN_COUNT_CAP + 1)
    .as('matches');
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(matches);
  return row?.n ?? 0;
}

/** Entries of a list's order a search tests before it reads every match instead (~25 ms at most). */
const SEARCH_WALK_ROWS = 10_000;

/** A query of product ids (one column, `id`) that can be awaited or written into SQL: a Drizzle select. */
type IdsQuery = SQLWrapper & PromiseLike<{ id: string }[]>;

export interface StaffList {
  /** The list's conditions on products other than the search (on sale or archived, a category, a status). */
  base: SQL | undefined;
  /** The search's condition on products, when staff searched. */
  search?: SQL;
  /** The ids of `limit` products meeting `where` from `offset`, in the list's order, read from its index. */
  pageIds: (where: SQL | undefined, limit: number, offset: number) => IdsQuery;
  /** The list's order's values over products (and categories when `byCategory`); the last is products.id. */
  orderValues: (SQL | AnyPgColumn)[];
  dir: 'asc' | 'desc';
  byCategory: boolean;
  limit: number;
  offset: number;
}

/**
 * The ids of the list's page, in its order, and its matches counted up to ADMIN_COUNT_CAP
 * (`capped` when there are more). Without a search the page and the count are read at once;
 * with one the count comes first, as it decides how the page is read.
 */
export async function staffListPage(
  db: DbOrTx,
  list: StaffList,
): Promise<{ ids: string[]; total: number; capped: boolean }> {
  const { search } = list;
  const where = and(list.base, search);
  const [ids, counted] = search
    ? await countAdminProducts(db, where).then(
        async (n) => [await searchedPageIds(db, list, search, n > ADMIN_COUNT_CAP), n] as const,
      )
    : await Promise.all([
        list.pageIds(where, list.limit, list.offset).then((rows) => rows.map((row) => row.id)),
        countAdminProducts(db, where),
      ]);
  return { ids, total: Math.min(counted, ADMIN_COUNT_CAP), capped: counted > ADMIN_COUNT_CAP };
}

/** The ids of a searched page, in the list's order; `manyMatches` when the count stopped at its cap. */
async function searchedPageIds(db: DbOrTx, list: StaffList, search: SQL, manyMatches: boolean): Promise<string[]> {
  if (manyMatches) {
    const walked = rawRows<{ id: string }>(
      await db.execute(sql`
        SELECT w.id FROM unnest(ARRAY(${list.pageIds(list.base, SEARCH_WALK_ROWS, 0)})) WITH ORDINALITY AS w(id, n)
        JOIN ${products} ON ${products.id} = w.id
        WHERE ${search}
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
        WHERE ${and(list.base, search)})
      SELECT ${values[values.length - 1]!} AS id FROM matches
      ORDER BY ${sql.join(
        values.map((value) => sql`${value} ${dir}`),
        sql`, `,
      )}
      LIMIT ${list.limit} OFFSET ${list.offset}`),
  );
  return matches.map((row) => row.id);
}
