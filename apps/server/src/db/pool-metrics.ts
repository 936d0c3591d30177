/**
 * What the PostgreSQL connection pools are doing, for /metrics (issue 32 "Metrics",
 * docs/decisions/086): each postgres.js client of openDatabase is wrapped so that its statements
 * and transactions are counted while they run and timed when they end. Two numbers and a clock
 * per statement: no SQL text is kept, the labels name the pool only.
 *
 * A statement waits for a connection while postgres.js has given it none: its `state` (the
 * connection's backend) is null until a connection takes it. That is postgres.js's own field,
 * not a documented one; pool-metrics.test.ts holds it to its meaning. A transaction holds a
 * connection from BEGIN to COMMIT and waits for one before BEGIN.
 */
import type { Sql } from 'postgres';
import { Histogram, type Metric } from 'prom-client';

/** The pools of openDatabase: pipelined single statements, transactions, the catalogue's reads (decision 083). */
export type PoolName = 'statements' | 'transactions' | 'catalog';

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

// Registered in no registry here: each app's registry adds them (plugins/database-metrics.ts).
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

/** `run()`'s statement, timed under `pool`, and told to `onEnd` when it settles. The query itself is returned (callers chain .values()). */
function timed(pool: PoolName, run: () => PendingQuery, onEnd?: (query: PendingQuery) => void): PendingQuery {
  const started = performance.now();
  const query = run();
  const end = () => {
    statementSeconds.observe({ pool }, (performance.now() - started) / 1000);
    onEnd?.(query);
  };
  query.then(end, end);
  return query;
}

/** `client` with its unsafe() statements and savepoints' statements timed under `pool` (a transaction's connection). */
function timeTransaction(client: Sql, pool: PoolName): Sql {
  return new Proxy(client, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key);
      if (typeof value !== 'function') return value;
      if (key === 'unsafe') return (...args: unknown[]) => timed(pool, () => value.apply(target, args) as PendingQuery);
      if (key === 'savepoint')
        return (...args: unknown[]) => {
          const callback = args.at(-1) as Callback;
          return value.apply(target, [...args.slice(0, -1), (inner: Sql) => callback(timeTransaction(inner, pool))]);
        };
      return value;
    },
  });
}

/**
 * Wraps the postgres.js client `sql` of pool `pool` (`size` connections): the wrapper goes to
 * Drizzle in its place. Returns it with the pool's load.
 */
export function instrumentPool(sql: Sql, pool: PoolName, size: number): { client: Sql; load: PoolLoad } {
  const statements = new Set<PendingQuery>();
  let transactionsWaiting = 0;
  let transactionsRunning = 0;
  const begin = (value: (...args: unknown[]) => Promise<unknown>, target: Sql, args: unknown[]) => {
    const callback = args.at(-1) as Callback;
    const since = performance.now();
    let started = false;
    transactionsWaiting++;
    const onConnection = (inner: Sql) => {
      started = true;
      transactionsWaiting--;
      transactionsRunning++;
      waitSeconds.observe({ pool }, (performance.now() - since) / 1000);
      return callback(timeTransaction(inner, pool));
    };
    // Until COMMIT (or ROLLBACK) is answered, the connection is the transaction's.
    return value.apply(target, [...args.slice(0, -1), onConnection]).finally(() => {
      if (started) transactionsRunning--;
      else transactionsWaiting--;
    });
  };
  const client = new Proxy(sql, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key);
      if (typeof value !== 'function') return value;
      if (key === 'unsafe')
        return (...args: unknown[]) =>
          timed(
            pool,
            () => {
              const query = value.apply(target, args) as PendingQuery;
              statements.add(query);
              return query;
            },
            (query) => statements.delete(query),
          );
      if (key === 'begin') return (...args: unknown[]) => begin(value as never, target, args);
      return value;
    },
  });
  const connectionsOfStatements = () => new Set([...statements].map((query) => query.state ?? null));
  const load: PoolLoad = {
    pool,
    size,
    inUse: () => {
      const connections = connectionsOfStatements();
      connections.delete(null);
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
