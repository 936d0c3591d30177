/**
 * A PostgreSQL primary and a streaming read replica of it, started for one test file in a
 * temporary folder (issue 32 "Read replicas", docs/decisions/087): initdb with trust and
 * replication in pg_hba.conf, wal_level=replica, then pg_basebackup -R for the replica. Built for
 * speed (small buffers, no fsync). The binaries are found with `pg_config --bindir`; PostgreSQL
 * refuses to run as root, so as root they run as the `postgres` user, who owns the folder.
 * `close()` stops both and removes the folder, whatever state they are in.
 */
import { execFile, execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync, appendFileSync } from 'node:fs';
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

/** Starts a primary on `ports.primary` and its replica on `ports.replica`, with an empty `shop` database. */
export async function startReplicaClusters(ports: { primary: number; replica: number }): Promise<ReplicaClusters> {
  const bindir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
  const root = mkdtempSync(join(tmpdir(), 'shop-replica-'));
  const primaryDir = join(root, 'primary');
  const replicaDir = join(root, 'replica');
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    chownSync(root, uid, gid);
  }
  const program = pgProgram(bindir, root);
  const urlOf = (port: number, database = DATABASE) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const ctl = (dir: string, ...args: string[]) => program('pg_ctl', ['-D', dir, '-l', `${dir}.log`, '-w', ...args]);
  let started: string[] = [];
  const close = async () => {
    for (const dir of started) await ctl(dir, 'stop', '-m', 'immediate').catch(() => undefined);
    started = [];
    rmSync(root, { recursive: true, force: true });
  };
  try {
    await program('initdb', [
      '-D',
      primaryDir,
      '-U',
      'postgres',
      '--auth=trust',
      '--no-sync',
      '-E',
      'UTF8',
      '--locale=C',
    ]);
    appendFileSync(join(primaryDir, 'pg_hba.conf'), '\nhost replication all 127.0.0.1/32 trust\n');
    appendFileSync(
      join(primaryDir, 'postgresql.conf'),
      [...SETTINGS, `port = ${ports.primary}`, `unix_socket_directories = '${root}'`, ''].join('\n'),
    );
    await ctl(primaryDir, 'start');
    started.push(primaryDir);
    await sqlOn(urlOf(ports.primary, 'postgres'), `CREATE DATABASE ${DATABASE}`);
    await program('pg_basebackup', [
      ...['-h', '127.0.0.1', '-p', String(ports.primary), '-U', 'postgres'],
      ...['-D', replicaDir, '-R', '-X', 'stream', '-c', 'fast', '--no-sync'],
    ]);
    // The copied postgresql.conf names the primary's port; a later line wins.
    appendFileSync(join(replicaDir, 'postgresql.conf'), `\nport = ${ports.replica}\n`);
    await ctl(replicaDir, 'start');
    started.push(replicaDir);
  } catch (error) {
    await close();
    throw error;
  }
  const primaryUrl = urlOf(ports.primary);
  const replicaUrl = urlOf(ports.replica);
  return {
    primaryUrl,
    replicaUrl,
    pauseReplay: async () => void (await sqlOn(replicaUrl, 'SELECT pg_wal_replay_pause()')),
    resumeReplay: async () => void (await sqlOn(replicaUrl, 'SELECT pg_wal_replay_resume()')),
    caughtUp: async () => {
      const [{ lsn }] = await sqlOn<{ lsn: string }>(primaryUrl, 'SELECT pg_current_wal_lsn()::text AS lsn');
      const deadline = performance.now() + CATCH_UP_LIMIT_MS;
      for (;;) {
        const [{ done }] = await sqlOn<{ done: boolean }>(
          replicaUrl,
          'SELECT coalesce(pg_last_wal_replay_lsn() >= $1::pg_lsn, false) AS done',
          [lsn!],
        );
        if (done) return;
        if (performance.now() > deadline) throw new Error(`the replica did not replay up to ${lsn} in time`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    stopReplica: async () => {
      await ctl(replicaDir, 'stop', '-m', 'fast');
      started = started.filter((dir) => dir !== replicaDir);
    },
    startReplica: async () => {
      await ctl(replicaDir, 'start');
      started.push(replicaDir);
    },
    close,
  };
}
