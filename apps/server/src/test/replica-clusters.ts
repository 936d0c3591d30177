/**
 * A PostgreSQL primary and a streaming read replica of it, started for one test file in a
 * temporary folder (issue 32 "Read replicas", docs/decisions/087): initdb with trust and
 * replication in pg_hba.conf, wal_level=replica, then pg_basebackup -R for the replica. Built for
 * speed (small buffers, no fsync). The binaries are found with `pg_config --bindir`; PostgreSQL
 * refuses to run as root, so as root they run as the `postgres` user, who owns the folder.
 * `close()` stops both and removes the folder, whatever state they are in.
 */
import { execFile, execFileSync } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

export interface ReplicaClusters {
  /** The shop database on the primary and on the replica. */
  primaryUrl: string;
  replicaUrl: string;
  /** Stops applying the primary's changes on the replica (pg_wal_replay_pause), or starts again. */
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  /** Resolves once the replica has replayed everything the primary has written so far. */
  caughtUp(): Promise<void>;
  /** Stops the replica (fast shutdown) or starts it again. */
  stopReplica(): Promise<void>;
  startReplica(): Promise<void>;
  close(): Promise<void>;
}

const DATABASE = 'shop';
/** Longest wait for the replica to catch up: far beyond a test's few writes. */
const CATCH_UP_LIMIT_MS = 20_000;

const SETTINGS = [
  "listen_addresses = '127.0.0.1'",
  'wal_level = replica',
  'max_wal_senders = 4',
  'hot_standby = on',
  'shared_buffers = 16MB',
  'max_connections = 60',
  'fsync = off',
  'synchronous_commit = off',
  'full_page_writes = off',
];

/** Runs a PostgreSQL program from `bindir`, as the postgres user when this process is root. */
function pgProgram(bindir: string, cwd: string) {
  const asRoot = process.getuid?.() === 0;
  return (program: string, args: string[]) => {
    const [file, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', join(bindir, program), ...args]]
      : [join(bindir, program), args];
    return run(file, argv, { cwd, timeout: 60_000 });
  };
}

async function sqlOn<T>(url: string, text: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}

type Program = ReturnType<typeof pgProgram>;

/** initdb, settings and start of the primary in `dir`, with an empty shop database. */
async function startPrimary(program: Program, dir: string, port: number, socketDir: string): Promise<void> {
  await program('initdb', ['-D', dir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  appendFileSync(join(dir, 'pg_hba.conf'), '\nhost replication all 127.0.0.1/32 trust\n');
  appendFileSync(
    join(dir, 'postgresql.conf'),
    [...SETTINGS, `port = ${port}`, `unix_socket_directories = '${socketDir}'`, ''].join('\n'),
  );
  await program('pg_ctl', ['-D', dir, '-l', `${dir}.log`, '-w', 'start']);
  await sqlOn(`postgres://postgres@127.0.0.1:${port}/postgres`, `CREATE DATABASE ${DATABASE}`);
}

/** A base backup of the primary at `primaryPort` in `dir`, set up to stream from it (-R) on `port`. */
async function copyReplica(program: Program, dir: string, primaryPort: number, port: number): Promise<void> {
  await program('pg_basebackup', [
    ...['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres'],
    ...['-D', dir, '-R', '-X', 'stream', '-c', 'fast', '--no-sync'],
  ]);
  // The copied postgresql.conf names the primary's port; a later line wins.
  appendFileSync(join(dir, 'postgresql.conf'), `\nport = ${port}\n`);
}

/**
 * Waits until the replica at `replicaUrl` has replayed all the primary at `primaryUrl` has written.
 * The primary's insert position, not pg_current_wal_lsn(): with synchronous_commit off, the last
 * commit's record can still be in the WAL buffers (the WAL writer writes it within
 * wal_writer_delay), and the write position would stop short of it.
 */
async function caughtUp(primaryUrl: string, replicaUrl: string): Promise<void> {
  const [row] = await sqlOn<{ lsn: string }>(primaryUrl, 'SELECT pg_current_wal_insert_lsn()::text AS lsn');
  const deadline = performance.now() + CATCH_UP_LIMIT_MS;
  for (;;) {
    const [replayed] = await sqlOn<{ done: boolean }>(
      replicaUrl,
      'SELECT coalesce(pg_last_wal_replay_lsn() >= $1::pg_lsn, false) AS done',
      [row!.lsn],
    );
    if (replayed!.done) return;
    if (performance.now() > deadline) throw new Error(`the replica did not replay up to ${row!.lsn} in time`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The last lines of a server log, or nothing when there is none. */
function readLog(path: string): string {
  return existsSync(path) ? readFileSync(path, 'utf8').split('\n').slice(-15).join('\n') : '';
}

/** A folder for both clusters, owned by the postgres user when this process is root. */
function clusterFolder(): string {
  const root = mkdtempSync(join(tmpdir(), 'shop-replica-'));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    chownSync(root, uid, gid);
  }
  return root;
}

/** Starts a primary on `ports.primary` and its replica on `ports.replica`, with an empty `shop` database. */
export async function startReplicaClusters(ports: { primary: number; replica: number }): Promise<ReplicaClusters> {
  const root = clusterFolder();
  const program = pgProgram(execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim(), root);
  const [primaryDir, replicaDir] = [join(root, 'primary'), join(root, 'replica')];
  const ctl = (dir: string, ...args: string[]) => program('pg_ctl', ['-D', dir, '-l', `${dir}.log`, '-w', ...args]);
  let started: string[] = [];
  const close = async () => {
    for (const dir of started) await ctl(dir, 'stop', '-m', 'immediate').catch(() => undefined);
    started = [];
    rmSync(root, { recursive: true, force: true });
  };
  try {
    // Counted as started before it is: a start that fails half way is stopped all the same.
    started.push(primaryDir);
    await startPrimary(program, primaryDir, ports.primary, root);
    await copyReplica(program, replicaDir, ports.primary, ports.replica);
    started.push(replicaDir);
    await ctl(replicaDir, 'start');
  } catch (error) {
    // The servers' logs say why (a port still taken by a run that was killed…); read before the folder goes.
    const logs = [primaryDir, replicaDir].map((dir) => readLog(`${dir}.log`)).join('\n');
    await close();
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${logs}`, { cause: error });
  }
  const primaryUrl = `postgres://postgres@127.0.0.1:${ports.primary}/${DATABASE}`;
  const replicaUrl = `postgres://postgres@127.0.0.1:${ports.replica}/${DATABASE}`;
  return {
    primaryUrl,
    replicaUrl,
    pauseReplay: async () => void (await sqlOn(replicaUrl, 'SELECT pg_wal_replay_pause()')),
    resumeReplay: async () => void (await sqlOn(replicaUrl, 'SELECT pg_wal_replay_resume()')),
    caughtUp: () => caughtUp(primaryUrl, replicaUrl),
    stopReplica: async () => {
      await ctl(replicaDir, 'stop', '-m', 'fast');
      started = started.filter((dir) => dir !== replicaDir);
    },
    startReplica: async () => {
      started.push(replicaDir);
      await ctl(replicaDir, 'start');
    },
    close,
  };
}
