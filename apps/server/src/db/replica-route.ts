/**
 * Where the catalogue's reads go (issue 32 "Read replicas", docs/decisions/087): to the read
 * replica (DATABASE_READ_URL) while it answers and keeps up, to the primary otherwise.
 *
 * - `fixed(read)`: the fixed-cost reads (a product page, a sitemap file) on a statements pool;
 * - `variable(read)`: the listing, search and suggestions on a catalogue pool, with the statement
 *   timeout of decision 083 (the caller still bounds them with the catalogue's admission).
 *
 * A read the replica cannot serve (it is down, refuses connections, restarts) trips a short
 * circuit breaker: the read runs again on the primary, and so do the reads after it, none of
 * them waiting for a connection timeout, until a probe in the background finds the replica
 * answering again (at most one probe every PROBE_EVERY_MS). Reads still waiting on the replica
 * when a probe finds it down (a replica that stopped answering mid-read, or a connection that
 * never completes) are answered from the primary too. A replica more than `maxLagSeconds`
 * behind the primary is treated the same way, so "a second stale" never becomes minutes. A read
 * the replica cancelled because it conflicted with replay (SQLSTATE 40001), or one that needs a
 * table or column the replica has not replayed yet (a migration just ran), runs again on the
 * primary without tripping anything. Writes and transactions never come here.
 */
import { sql } from 'drizzle-orm';
import type { Db, ReadPools } from './client';
import { rawRows } from './raw-rows';
import { errorCode } from './statement-timeout';

/** How often (ms) the replica's health and lag are checked, in the background of the reads. */
export const PROBE_EVERY_MS = 2_000;
/** How long (ms) one probe may take before the replica counts as down. */
const PROBE_TIMEOUT_MS = 2_000;

/** Errors that mean the replica cannot serve reads now: no connection, shutting down, refused. */
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  '57P01', // admin_shutdown: the replica is stopping
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up, not yet accepting reads
  '53300', // too_many_connections
  '3D000', // no such database on it
  '28000', // refused by its pg_hba.conf
  '28P01', // wrong password
]);
/**
 * Run again on the primary, the replica still in use: the standby cancelled the read because it
 * conflicted with replay (40001, 40P01), or it has not replayed a migration yet and lacks a table,
 * column or function the code now reads (42P01, 42703, 42883: the deploy just migrated).
 */
const RETRY_ON_PRIMARY = new Set(['40001', '40P01', '42P01', '42703', '42883']);

/** A read given up on the replica because the replica was found down while it waited. */
class ReplicaAbandoned extends Error {}

/** What happened to a read on the replica: run it again on the primary, and whether to stop using the replica. */
function replicaFailure(error: unknown): 'unreachable' | 'conflict' | undefined {
  if (error instanceof ReplicaAbandoned) return 'unreachable';
  const code = errorCode(error);
  if (code === undefined) return undefined;
  if (UNREACHABLE.has(code) || code.startsWith('08')) return 'unreachable';
  return RETRY_ON_PRIMARY.has(code) ? 'conflict' : undefined;
}

/** The driver's own words for `error` (Drizzle's wrapper names the whole query instead). */
function describe(error: unknown): string {
  let inner = error;
  while (inner instanceof Error && inner.cause instanceof Error) inner = inner.cause;
  const message = inner instanceof Error ? inner.message : String(inner);
  return `${errorCode(error) ?? 'error'}: ${message}`.slice(0, 160);
}

/** The replica as the last probe or read found it. */
type ReplicaState =
  { kind: 'up'; lagSeconds: number } | { kind: 'down'; reason: string } | { kind: 'behind'; lagSeconds: number };

export interface ReplicaRouteOptions {
  /** Reads go to the primary while the replica is further behind than this (s). */
  maxLagSeconds: number;
  /** How often (ms) reads start a probe of the replica in the background; PROBE_EVERY_MS by default. */
  probeEveryMs?: number;
  /** Told when the replica goes down, falls behind, or comes back (the app's log). */
  onChange?: (message: string, level: 'info' | 'warn') => void;
}

/** The catalogue's reads over the primary's pools and, when configured, a replica's (module doc). */
export class CatalogReads {
  private state: ReplicaState = { kind: 'up', lagSeconds: 0 };
  private lastProbeAt = -Infinity;
  private probing: Promise<void> | undefined;
  /** How to give up each read waiting on the replica now. */
  private readonly waiting = new Set<(error: Error) => void>();

  constructor(
    private readonly primary: ReadPools,
    private readonly replica: ReadPools | undefined,
    private readonly options: ReplicaRouteOptions,
  ) {}

  /** Every database object a read may be given (the listing cache is configured per object). */
  get pools(): Db[] {
    return [
      ...new Set([this.primary.statements, this.primary.catalog, this.replica?.statements, this.replica?.catalog]),
    ].filter((db): db is Db => db !== undefined);
  }

  /** Where a read's own writes go (a product's stored documents, built on first read): the primary. */
  get writer(): Db {
    return this.primary.statements;
  }

  /** Runs a fixed-cost read (product page, sitemap) on the replica's statements pool or the primary's. */
  fixed<T>(read: (db: Db) => Promise<T>): Promise<T> {
    return this.route('statements', read);
  }

  /** Runs a variable-cost read (listing, search, suggestions) on the replica's catalogue pool or the primary's. */
  variable<T>(read: (db: Db) => Promise<T>): Promise<T> {
    return this.route('catalog', read);
  }

  /**
   * The replica as last found, without asking it (for the metrics): undefined without one;
   * whether the reads go to it, and its lag (s) when the last probe measured one.
   */
  get lastFound(): { inUse: boolean; lagSeconds: number | undefined } | undefined {
    if (!this.replica) return undefined;
    const { state } = this;
    return { inUse: state.kind === 'up', lagSeconds: state.kind === 'down' ? undefined : state.lagSeconds };
  }

  /**
   * Checks the replica now and says what /readyz should show: 'not configured'; 'ok' with its
   * lag; or why the reads go to the primary ("down: …", "N s behind …"). Never throws.
   */
  async check(): Promise<string> {
    if (!this.replica) return 'not configured';
    await this.probe();
    return this.describeState();
  }

  private describeState(): string {
    const { state } = this;
    if (state.kind === 'up') return `ok (${state.lagSeconds.toFixed(1)} s behind the primary)`;
    if (state.kind === 'behind')
      return `${state.lagSeconds.toFixed(0)} s behind the primary (over ${this.options.maxLagSeconds} s): reads go to the primary`;
    return `down: reads go to the primary (${state.reason})`;
  }

  private async route<T>(pool: keyof ReadPools, read: (db: Db) => Promise<T>): Promise<T> {
    if (!this.replica) return read(this.primary[pool]);
    if (performance.now() - this.lastProbeAt >= (this.options.probeEveryMs ?? PROBE_EVERY_MS)) void this.probe();
    if (this.state.kind !== 'up') return read(this.primary[pool]);
    try {
      return await this.whileUp(read(this.replica[pool]));
    } catch (error) {
      const failure = replicaFailure(error);
      if (!failure) throw error;
      if (failure === 'unreachable' && this.state.kind === 'up')
        this.setState({ kind: 'down', reason: describe(error) });
      return read(this.primary[pool]);
    }
  }

  /** `answer`, or a ReplicaAbandoned rejection if the replica is found down first. */
  private whileUp<T>(answer: Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.waiting.add(reject);
      answer.then(resolve, reject).finally(() => this.waiting.delete(reject));
    });
  }

  /** Asks the replica whether it answers and how far behind it is; one probe at a time. */
  private probe(): Promise<void> {
    this.probing ??= this.measure()
      .then((state) => this.setState(state))
      .finally(() => {
        this.lastProbeAt = performance.now();
        this.probing = undefined;
      });
    return this.probing;
  }

  private async measure(): Promise<ReplicaState> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${PROBE_TIMEOUT_MS} ms`)), PROBE_TIMEOUT_MS);
    });
    try {
      const lagSeconds = await Promise.race([replicationLag(this.replica!.statements), late]);
      return lagSeconds > this.options.maxLagSeconds ? { kind: 'behind', lagSeconds } : { kind: 'up', lagSeconds };
    } catch (error) {
      return { kind: 'down', reason: describe(error) };
    } finally {
      clearTimeout(timer);
    }
  }

  private setState(next: ReplicaState): void {
    const was = this.state.kind;
    this.state = next;
    if (next.kind !== 'up') {
      for (const giveUp of this.waiting) giveUp(new ReplicaAbandoned('the read replica was found down'));
      this.waiting.clear();
    }
    if (next.kind === was) return;
    this.options.onChange?.(
      next.kind === 'up' ? 'read replica back: catalogue reads go to it again' : `read replica ${this.describeState()}`,
      next.kind === 'up' ? 'info' : 'warn',
    );
  }
}

/**
 * How far (s) the standby at `db` is behind its primary: 0 when it has replayed all the WAL it
 * received (an idle primary sends none, so the last replayed commit's age alone would count
 * idleness as lag), else the age of the last transaction it replayed. 0 for a server that is not
 * a standby (a replica promoted to primary is as fresh as it gets).
 */
async function replicationLag(db: Db): Promise<number> {
  const [row] = rawRows<{ lag: number | string | null }>(
    await db.execute(sql`
      SELECT CASE
        WHEN NOT pg_is_in_recovery() OR pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() THEN 0
        ELSE extract(epoch FROM now() - pg_last_xact_replay_timestamp())
      END AS lag`),
  );
  return Math.max(0, Number(row?.lag ?? 0));
}
