/**
 * Named prepared statements on the embedded database (issue 31 target 5, docs/decisions/091).
 *
 * Drizzle's PGlite driver sends every statement unnamed: PGlite parses, plans and describes it on
 * each call, in six round trips into its WebAssembly. A plan that weighs a table with many indexes
 * (products has 26) costs 0.3–0.4 ms of CPU each time, most of a product page's. On PostgreSQL
 * postgres.js names the same statements, which are planned once per connection.
 *
 * `useNamedStatements(db, client)` gives the statements the shop itself names the same treatment
 * on PGlite: a Drizzle query prepared with a name (`.prepare(name)`: db/kept-statement.ts and the
 * listing's StatementCache; a shape planned per call is prepared with '' and stays unnamed,
 * decision 078) is parsed once into a named statement, then each call is one Bind, Describe,
 * Execute and Sync. Statements run inside a transaction (on PGlite's transaction object) are
 * sent as before. A named statement the server no longer accepts (a migration changed its
 * table's columns: "cached plan must not change result type") is parsed again once.
 */
import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';
import { errorCode } from './statement-timeout';

/** PGlite's result parsers by type oid, as parseResults takes them. */
type Parsers = Parameters<typeof parse.parseResults>[1];

/** What a text's named statement knows once parsed: its name and its parameters' type oids. */
interface Parsed {
  name: string;
  paramTypes: number[];
}

/** SQLSTATEs after which a named statement is parsed again: its plan's result changed, or it is gone. */
const REPARSE = new Set(['0A000', '26000']);

/** The messages of one round trip, as one buffer. */
function frames(...messages: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(messages.reduce((length, message) => length + message.length, 0));
  let offset = 0;
  for (const message of messages) {
    out.set(message, offset);
    offset += message.length;
  }
  return out;
}

/** The statements of one PGlite client: the texts to name, and those parsed so far. */
export class NamedStatements {
  private readonly wanted = new Set<string>();
  private readonly parsed = new Map<string, Parsed>();
  private next = 0;
  private readonly merged = new WeakMap<QueryOptions, [Parsers, QueryOptions]>();

  constructor(private readonly client: PGlite) {}

  /** Names `text` from its next top-level call on. */
  name(text: string): void {
    this.wanted.add(text);
  }

  /** Whether `text`'s top-level calls go through a named statement. */
  isNamed(text: string): boolean {
    return this.wanted.has(text);
  }

  /** Runs a named text with `params` as PGlite's `query` would (same mutexes, serializers and parsers). */
  async query<T>(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    const { client } = this;
    await client._checkReady();
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        try {
          return await this.execute<T>(text, params, options);
        } catch (error) {
          if (!REPARSE.has(errorCode(error) ?? '')) throw error;
          await this.forget(text);
          return this.execute<T>(text, params, options);
        }
      }),
    );
  }

  private async execute<T>(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    const { client } = this;
    const { name, paramTypes } = await this.parse(text);
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serializer = options?.serializers?.[paramTypes[index]!] ?? client.serializers[paramTypes[index]!];
      return serializer ? serializer(value) : String(value);
    });
    const { serialize } = protocol;
    const { messages } = await client.execProtocol(
      frames(
        serialize.bind({ statement: name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ),
    );
    const [parsers, rest] = this.parsersOf(options);
    return parse.parseResults(messages, parsers, rest)[0] as Results<T>;
  }

  /**
   * The client's parsers with the call's own (Drizzle's: timestamps and dates as text) laid over
   * them, merged once per options object, and the options without them. PGlite's parseResults
   * spreads both maps (318 types) into a new object on every call when the options carry parsers:
   * a fifth of the product call's CPU (decision 091).
   */
  private parsersOf(options: QueryOptions | undefined): [Parsers, QueryOptions | undefined] {
    if (!options?.parsers) return [this.client.parsers, options];
    let merged = this.merged.get(options);
    if (!merged) {
      const { parsers, ...rest } = options;
      merged = [{ ...this.client.parsers, ...parsers }, rest];
      this.merged.set(options, merged);
    }
    return merged;
  }

  /** `text`'s named statement, parsed (and described, for its parameters' types) the first time. */
  private async parse(text: string): Promise<Parsed> {
    const known = this.parsed.get(text);
    if (known) return known;
    const { serialize } = protocol;
    const name = `shop_named_${++this.next}`;
    const { messages } = await this.client.execProtocol(
      frames(serialize.parse({ name, text, types: [] }), serialize.describe({ type: 'S', name }), serialize.sync()),
      { syncToFs: false },
    );
    const parsed = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    this.parsed.set(text, parsed);
    return parsed;
  }

  /** Closes `text`'s named statement, so its next call parses it again. */
  private async forget(text: string): Promise<void> {
    const known = this.parsed.get(text);
    if (!known) return;
    this.parsed.delete(text);
    const { serialize } = protocol;
    await this.client
      .execProtocol(frames(serialize.close({ type: 'S', name: known.name }), serialize.sync()), { syncToFs: false })
      .catch(() => undefined);
  }
}

/** The parts of Drizzle's PGlite session this module takes over (drizzle-orm/pglite/session.js). */
interface PgliteSessionLike {
  prepareQuery(query: { sql: string }, fields: unknown, name: string | undefined, ...rest: unknown[]): unknown;
}

/**
 * Makes `client`'s top-level `query` run the texts Drizzle prepares with a name in `db` as named
 * statements (module doc). `db` is the Drizzle database over `client`; returns the statements,
 * for a test to look at.
 */
export function useNamedStatements(db: object, client: PGlite): NamedStatements {
  const statements = new NamedStatements(client);
  const session = (db as { session?: PgliteSessionLike }).session;
  if (!session || typeof session.prepareQuery !== 'function')
    throw new Error(
      "Drizzle's PGlite session has no prepareQuery: check drizzle-orm's version (db/pglite-named-statements.ts)",
    );
  const prepareQuery = session.prepareQuery.bind(session);
  session.prepareQuery = (query, fields, name, ...rest) => {
    if (name) statements.name(query.sql);
    return prepareQuery(query, fields, name, ...rest);
  };
  const query = client.query.bind(client);
  client.query = (<T>(text: string, params?: unknown[], options?: QueryOptions) =>
    statements.isNamed(text) && !options?.blob
      ? statements.query<T>(text, params ?? [], options)
      : query<T>(text, params, options)) as PGlite['query'];
  return statements;
}
