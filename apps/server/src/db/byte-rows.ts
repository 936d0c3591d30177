/**
 * Statements whose answer comes back as bytes, on PostgreSQL (docs/decisions/044). postgres.js
 * decodes every text column into a JavaScript string, and a reply made of it is encoded back into
 * bytes for the socket: for a listing page's cards (~20 KB of JSON) that decoding, encoding and
 * the garbage they leave were a third of the server's CPU a request. Its raw rows hand over each
 * column as a Buffer over the bytes received, which go into the reply as they are.
 *
 * PGlite has no raw rows: there `executeBytes` answers undefined and the caller runs the Drizzle
 * statement as usual.
 */
import { fillPlaceholders, is, Placeholder } from 'drizzle-orm';
import type { Db } from './client';

/** A Drizzle query's SQL text and its parameters (values or named placeholders), built once. */
export interface ByteStatement {
  sql: string;
  params: unknown[];
  /**
   * Kept as a named statement on each connection (postgres.js names it), which PostgreSQL may
   * serve with one generic plan after five calls; false: sent unnamed, planned with each call's
   * values (docs/decisions/078).
   */
  prepare: boolean;
}

/**
 * The SQL of a Drizzle query (anything with `toSQL()`), to run later with executeBytes. Drizzle
 * numbers every use of a placeholder anew (a search's statement had 69 parameters for 17 values);
 * here each named placeholder is one parameter, `$n` wherever it is used, so the values are
 * encoded, sent and bound once each (docs/decisions/047). The SQL's `$n` are Drizzle's own: the
 * shop's SQL writes no `$` followed by a digit outside them.
 */
export function byteStatement(
  query: { toSQL(): { sql: string; params: unknown[] } },
  { prepare = true }: { prepare?: boolean } = {},
): ByteStatement {
  const { sql, params } = query.toSQL();
  const numberOfName = new Map<string, number>();
  const kept: unknown[] = [];
  const numbers = params.map((param) => {
    const name = is(param, Placeholder) ? param.name : undefined;
    const known = name === undefined ? undefined : numberOfName.get(name);
    if (known !== undefined) return known;
    kept.push(param);
    if (name !== undefined) numberOfName.set(name, kept.length);
    return kept.length;
  });
  const text = sql.replace(/\$(\d+)\b/g, (written, n: string) => `$${numbers[Number(n) - 1] ?? written.slice(1)}`);
  return { sql: text, params: kept, prepare };
}

interface RawClient {
  unsafe(sql: string, params: unknown[], options: { prepare: boolean }): { raw(): Promise<(Buffer | null)[][]> };
}

/**
 * Runs `statement` with `values` for its placeholders (named or unnamed: its `prepare`) on PostgreSQL and
 * answers its rows, each an array of its columns in order, a column a Buffer (PostgreSQL's text
 * of the value, UTF-8) or null. undefined on PGlite, which cannot.
 */
export async function executeBytes(
  db: Db,
  statement: ByteStatement,
  values: Record<string, unknown>,
): Promise<(Buffer | null)[][] | undefined> {
  const client = (db as unknown as { $client?: Partial<RawClient> }).$client;
  if (typeof client?.unsafe !== 'function') return undefined;
  return (client as RawClient)
    .unsafe(statement.sql, fillPlaceholders(statement.params, values), { prepare: statement.prepare })
    .raw();
}

/** A column of text, decoded; null stays null. */
export function textOf(column: Buffer | null | undefined): string | null {
  return column ? column.toString('utf8') : null;
}

/**
 * A column holding an array of values that PostgreSQL prints without quotes (uuids, numbers):
 * '{a,b}' as ['a', 'b']; null stays null. Not for texts, which may be quoted.
 */
export function plainArrayOf(column: Buffer | null | undefined): string[] | null {
  if (!column) return null;
  const inside = column.toString('latin1').slice(1, -1);
  return inside === '' ? [] : inside.split(',');
}
