/**
 * Statements Drizzle builds once and any connection or transaction runs (docs/decisions/008, 019,
 * 101; issue 31 target 3).
 *
 * Drizzle builds a statement's SQL on every call: it walks the query's chunks and asks of each
 * parameter, column by column, what it is (`is()` up the class chain, eight times a parameter for
 * its type). On checkout, with a 36-column order row and a 28-column row a line, that building
 * was a third of the server's CPU an order. And a statement built by a query builder is sent
 * unnamed, so PostgreSQL parses and plans it on every call too. `.prepare(name)` builds once and
 * names it, but the prepared query runs on the client of the database it was made on, and a
 * transaction has a client of its own.
 *
 * A kept statement is built once per database, as `.prepare` binds it, and in a transaction the
 * statement of its driver (postgres.js or PGlite: their prepared queries differ) runs on the
 * transaction's client: the same SQL text and parameter list, the given connection. It reaches
 * into Drizzle's session (`session`, `client`), as db/pglite-named-statements.ts does; its tests
 * run on both engines.
 */
import { eq, getTableColumns, getTableName, is, sql, SQL } from 'drizzle-orm';
import { PgTransaction, type AnyPgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';
import { BoundedMap } from './statement-cache';

/** What a prepared Drizzle query has: run with the values of its placeholders. */
interface Runnable<R> {
  execute(values?: Record<string, unknown>): Promise<R>;
}

/** The parts of Drizzle's session and prepared query this module relies on. */
interface SessionLike {
  client: unknown;
}

/**
 * Drizzle's session of `db` (a database or a transaction), whose `client` is the driver's client
 * it runs on (for a PostgreSQL transaction, db/pipelined-begin.ts's reserved connection). Throws
 * when Drizzle's shape changed under us.
 */
export function sessionOf(db: DbOrTx): SessionLike {
  const session = (db as unknown as { session?: SessionLike }).session;
  if (!session || !('client' in session))
    throw new Error("Drizzle's database has no session client: check drizzle-orm's version (db/kept-statement.ts)");
  return session;
}

/** `prepared`, run on `client` instead of the client it was made on. */
function boundTo<R>(prepared: Runnable<R>, client: unknown): Runnable<R> {
  if ((prepared as unknown as SessionLike).client === client) return prepared;
  return Object.assign(Object.create(Object.getPrototypeOf(prepared) as object) as object, prepared, {
    client,
  }) as Runnable<R>;
}

/**
 * A statement built by `build(db)` (a Drizzle query's `.prepare(name)`, its values
 * `sql.placeholder`s) the first time each database asks for it, then kept. Returns the function
 * that gives it for any database or transaction, ready to `execute(values)` there. The name given
 * to `.prepare` must be unique in the server (PGlite names the statement by it,
 * db/pglite-named-statements.ts).
 *
 * What Drizzle makes as it builds is made once: an update's `$onUpdateFn` column (updated_at) and
 * an insert's `$defaultFn` id. Set those from placeholders (inserts: insertReturning does), or
 * every call writes the first call's time or id.
 */
export function keptStatement<R>(build: (db: DbOrTx) => Runnable<R>): (db: DbOrTx) => Runnable<R> {
  const byDatabase = new WeakMap<DbOrTx, Runnable<R>>();
  const byDriver = new Map<unknown, Runnable<R>>();
  return (db) => {
    if (!(db instanceof PgTransaction)) {
      let prepared = byDatabase.get(db);
      if (prepared === undefined) {
        prepared = build(db);
        byDatabase.set(db, prepared);
        // The first database's statement also serves its driver's transactions.
        const driver = sessionOf(db).constructor;
        if (!byDriver.has(driver)) byDriver.set(driver, prepared);
      }
      return prepared;
    }
    const session = sessionOf(db);
    let prepared = byDriver.get(session.constructor);
    if (prepared === undefined) {
      prepared = build(db);
      byDriver.set(session.constructor, prepared);
    }
    return boundTo(prepared, session.client);
  };
}

/**
 * The kept statement reading the row of `table` whose `column` equals the placeholder `value`
 * (at most one): the lookups by key that sign-in, quotes and orders make.
 */
export function keptRowBy<T extends PgTable>(
  table: T,
  column: AnyPgColumn,
  name: string,
): (db: DbOrTx) => Runnable<T['$inferSelect'][]> {
  return keptStatement(
    (db) =>
      db
        .select()
        .from(table as PgTable)
        .where(eq(column, sql.placeholder('value')))
        .limit(1)
        .prepare(name) as Runnable<T['$inferSelect'][]>,
  );
}

/** Each table's columns whose default the server makes on insert, with the function that makes it. */
const defaultMakers = new WeakMap<PgTable, [string, () => unknown][]>();

function defaultMakersOf(table: PgTable): [string, () => unknown][] {
  let makers = defaultMakers.get(table);
  if (!makers) {
    makers = Object.entries(getTableColumns(table)).flatMap(([key, column]) => {
      const make = column.defaultFn ?? (column.default === undefined ? column.onUpdateFn : undefined);
      return make ? [[key, make] as [string, () => unknown]] : [];
    });
    defaultMakers.set(table, makers);
  }
  return makers;
}

/**
 * `row` with a value for each column it leaves out whose default the server makes
 * (`$defaultFn`, `$onUpdateFn`: an id, a time): Drizzle makes those as it builds the statement,
 * so a statement built once would insert its first row's id again and again.
 */
function withDefaultsMade<T extends PgTable>(table: T, row: T['$inferInsert']): T['$inferInsert'] {
  let made: Record<string, unknown> | undefined;
  for (const [key, make] of defaultMakersOf(table)) {
    if ((row as Record<string, unknown>)[key] !== undefined) continue;
    const value = make();
    // A default written as SQL (now()) is the same text each time: Drizzle may build it in.
    if (is(value, SQL)) continue;
    made ??= { ...row };
    made[key] = value;
  }
  return (made ?? row) as T['$inferInsert'];
}

/** Inserts by shape: table, the columns given and the number of rows. Far more than the shop makes. */
const inserts = new BoundedMap<Runnable<unknown[]>>(256);
let insertsMade = 0;
/** Rows an insert is kept for at most; a bigger insert is built as usual. */
const MAX_KEPT_ROWS = 20;

/** How a kept insert ends: answering the rows as stored, or skipping rows that conflict. */
type InsertEnd = 'returning' | 'onConflictDoNothing';

/**
 * Inserts `rows` into `table` and answers the rows as stored (all columns, Drizzle's mapping),
 * with the statement built once per shape (the table, the columns set in the rows, their number)
 * and kept: Drizzle's `db.insert(table).values(rows).returning()` without building it each time.
 * Every row must set the same columns (an undefined value counts as not set: the column's
 * default); rows that do not, or more than MAX_KEPT_ROWS of them, are inserted the usual way.
 */
export function insertReturning<T extends PgTable>(
  db: DbOrTx,
  table: T,
  rows: T['$inferInsert'][],
): Promise<T['$inferSelect'][]> {
  return keptInsert(db, table, rows, 'returning') as Promise<T['$inferSelect'][]>;
}

/**
 * Inserts `rows` into `table`, skipping any that conflict with a stored row (Drizzle's
 * `.onConflictDoNothing()`), with the statement kept as insertReturning's is.
 */
export async function insertIgnoringConflicts<T extends PgTable>(
  db: DbOrTx,
  table: T,
  rows: T['$inferInsert'][],
): Promise<void> {
  await keptInsert(db, table, rows, 'onConflictDoNothing');
}

async function keptInsert<T extends PgTable>(
  db: DbOrTx,
  table: T,
  rows: T['$inferInsert'][],
  end: InsertEnd,
): Promise<unknown> {
  if (rows.length === 0) return [];
  rows = rows.map((row) => withDefaultsMade(table, row));
  const columns = Object.keys(rows[0]!).filter((key) => (rows[0] as Record<string, unknown>)[key] !== undefined);
  const sameShape = rows.every((row) => {
    const set = Object.keys(row).filter((key) => (row as Record<string, unknown>)[key] !== undefined);
    return set.length === columns.length && set.every((key, i) => key === columns[i]);
  });
  if (!sameShape || rows.length > MAX_KEPT_ROWS) {
    const insert = db.insert(table).values(rows);
    return end === 'returning' ? insert.returning() : insert.onConflictDoNothing();
  }
  const session = sessionOf(db);
  // A null is built in, not sent: Drizzle would give it to the column's encoder (a time's
  // toISOString, a JSON column's stringify: 'null', not NULL), which its own builder skips.
  const isNull = (r: number, column: string) => (rows[r] as Record<string, unknown>)[column] === null;
  const nulls = rows.map((_, r) => columns.map((column) => (isNull(r, column) ? '0' : '1')).join('')).join('|');
  const key = `${getTableName(table)}|${end}|${rows.length}|${columns.join(',')}|${nulls}|${String(session.constructor.name)}`;
  const prepared = inserts.get(key, () => {
    const insert = db
      .insert(table)
      .values(
        rows.map((_, r) =>
          Object.fromEntries(
            columns.map((column) => [column, isNull(r, column) ? null : sql.placeholder(`${r}.${column}`)]),
          ),
        ) as T['$inferInsert'][],
      );
    const name = `kept_insert_${++insertsMade}`;
    return (
      end === 'returning' ? insert.returning().prepare(name) : insert.onConflictDoNothing().prepare(name)
    ) as Runnable<unknown[]>;
  });
  const values: Record<string, unknown> = {};
  rows.forEach((row, r) => {
    for (const column of columns)
      if (!isNull(r, column)) values[`${r}.${column}`] = (row as Record<string, unknown>)[column];
  });
  return boundTo(prepared, session.client).execute(values);
}
