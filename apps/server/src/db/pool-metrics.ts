/**
 * What the PostgreSQL connection pools are doing, for /metrics (issue 32 "Metrics",
 * docs/decisions/086): each postgres.js client of openDatabase is wrapped so that its statements
 * and transactions are counted while they run and timed when they end. Two numbers and a clock
 * per statement: no SQL text is kept, the labels name the pool only.
 *
 * A statement waits for a connection while postgres.js has given it none: its `state` (the
 * connection's backend) is null until a connection takes it. That is postgres.js's own field,
 * not a documented one; plugins/metrics-pools.routes.test.ts holds it to its meaning. A transaction holds a
 * connection from BEGIN to COMMIT and waits for one before BEGIN.
 */
import type { Sql } from 'postgres';
import { Histogram, type Metric } from 'prom-client';

/** The pools of openDatabase: pipelined single statements, transactions, the catalogue's reads (decision 083), and a read replica's two (decision 087). */
export type PoolName = 'statements' | 'transactions' | 'catalog' | 'replica_statements' | 'replica_catalog';

/** One pool's load now. */
export interface PoolLoad {
  pool: PoolName;
  /** Connections the pool may open. */
  size: number;
  /** Connections holding a statement or a transaction. */
  inUse(): number;
  /** Statements and transactions that no connection has taken yet. */
  waiting(): number;
}

/** Buckets (s) of the statement histogram: the shop's statements take a millisecond or two, a slow one a second. */
const STATEMENT_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

// Registered in no registry here: each app's registry adds them (plugins/metrics.plugin.ts).
const statementSeconds = new Histogram({
  name: 'shop_db_statement_duration_seconds',
  help: 'Time from a statement being sent to its answer (a wait for a connection included), by pool',
  labelNames: ['pool'] as const,
  buckets: STATEMENT_BUCKETS,
  registers: [],
});
const waitSeconds = new Histogram({
  name: 'shop_db_pool_wait_seconds',
  help: 'Time a transaction waited for a connection of its pool before BEGIN',
  labelNames: ['pool'] as const,
  buckets: STATEMENT_BUCKETS,
  registers: [],
});

/** The histograms, for a registry to serve. */
export const POOL_HISTOGRAMS: readonly Metric[] = [statementSeconds, waitSeconds];

/** A postgres.js query as this file reads it: a promise whose `state` is null until a connection takes it. */
type PendingQuery = PromiseLike<unknown> & { state?: unknown };
type Callback = (sql: Sql) => unknown;

/** `run()`'s statement, timed into `seconds`, and told to `onEnd` when it settles. The query itself is returned (callers chain .values()). */
function timed(seconds: Histogram.Internal<string>, query: PendingQuery, onEnd?: (query: PendingQuery) => void) {
  const started = performance.now();
  const end = () => {
    seconds.observe((performance.now() - started) / 1000);
    onEnd?.(query);
  };
  query.then(end, end);
  return query;
}

type Method = (...args: unknown[]) => unknown;

/**
 * `client` with some of its methods replaced by `replacements` (each given the original, bound to
 * `client`); every other property is the client's own. The replacements are made once, not per call.
 */
function replacing(client: Sql, replacements: Record<string, (original: Method) => Method>): Sql {
  const made = new Map<PropertyKey, Method>();
  for (const [key, replace] of Object.entries(replacements)) {
    const original: unknown = Reflect.get(client, key);
    if (typeof original === 'function') made.set(key, replace(original.bind(client) as Method));
  }
  return new Proxy(client, { get: (target, key) => made.get(key) ?? Reflect.get(target, key) });
}

/** `client` (a transaction's connection) with its statements, and its savepoints' statements, timed into `seconds`. */
function timeTransaction(client: Sql, seconds: Histogram.Internal<string>): Sql {
  return replacing(client, {
    unsafe:
      (unsafe) =>
      (...args) =>
        timed(seconds, unsafe(...args) as PendingQuery),
    savepoint:
      (savepoint) =>
      (...args) => {
        const callback = args.at(-1) as Callback;
        return savepoint(...args.slice(0, -1), (inner: Sql) => callback(timeTransaction(inner, seconds)));
      },
  });
}

/**
 * Wraps the postgres.js client `sql` of pool `pool` (`size` connections): the wrapper goes to
 * Drizzle in its place. Returns it with the pool's load.
 */
export function instrumentPool(sql: Sql, pool: PoolName, size: number): { client: Sql; load: PoolLoad } {
  const seconds = statementSeconds.labels({ pool });
  const waited = waitSeconds.labels({ pool });
  const statements = new Set<PendingQuery>();
  const forget = (query: PendingQuery) => statements.delete(query);
  let transactionsWaiting = 0;
  let transactionsRunning = 0;
  const begin =
    (original: Method) =>
    (...args: unknown[]) => {
      const callback = args.at(-1) as Callback;
      const since = performance.now();
      let started = false;
      transactionsWaiting++;
      const onConnection = (inner: Sql) => {
        started = true;
        transactionsWaiting--;
        transactionsRunning++;
        waited.observe((performance.now() - since) / 1000);
        return callback(timeTransaction(inner, seconds));
      };
      // Until COMMIT (or ROLLBACK) is answered, the connection is the transaction's.
      return (original(...args.slice(0, -1), onConnection) as Promise<unknown>).finally(() => {
        if (started) transactionsRunning--;
        else transactionsWaiting--;
      });
    };
  const client = replacing(sql, {
    unsafe:
      (unsafe) =>
      (...args) => {
        const query = unsafe(...args) as PendingQuery;
        statements.add(query);
        return timed(seconds, query, forget);
      },
    begin,
  });
  const load: PoolLoad = {
    pool,
    size,
    inUse: () => {
      const connections = new Set<unknown>();
      for (const query of statements) if (query.state) connections.add(query.state);
      return Math.min(size, connections.size + transactionsRunning);
    },
    waiting: () => [...statements].filter((query) => !query.state).length + transactionsWaiting,
  };
  return { client, load };
}

const loadsOfDatabase = new WeakMap<object, PoolLoad[]>();

/** Records `loads` as the pools behind `db` (openDatabase does, for PostgreSQL). */
export function recordPoolLoads(db: object, loads: PoolLoad[]): void {
  loadsOfDatabase.set(db, loads);
}

/** The pools behind `db` as openDatabase opened it; none on PGlite (one connection inside the process). */
export function poolLoadsOf(db: object): PoolLoad[] {
  return loadsOfDatabase.get(db) ?? [];
}
