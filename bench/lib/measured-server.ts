/**
 * The shop server as the PostgreSQL benchmarks run it (bench/catalogue-scale.ts, bench/mixed.ts):
 * a production server in a child process on a scratch database, the bench as its trusted proxy,
 * and the CPU its processes and their database backends use, read from /proc, so a figure that
 * misses because other work shares the cores can be told from one that misses on its own cost
 * (2 cores give 2,000 ms a second).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';

/**
 * Starts apps/server/src/server.ts in production mode on `port` against `databaseUrl`, with the
 * payment and mail sandboxes, LISTING_CACHE_MS `cacheMs` (0: nothing kept) and `extraEnv` on top.
 * The bench is the proxy (TRUST_PROXY 127.0.0.1): X-Forwarded-For names each request's shopper.
 */
export function startMeasuredServer(
  port: number,
  databaseUrl: string,
  cacheMs: number,
  extraEnv: Record<string, string> = {},
): ChildProcess {
  const serverEntry = fileURLToPath(new URL('../../apps/server/src/server.ts', import.meta.url));
  return spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PAYMENTS_SANDBOX: 'true',
      MAIL_SANDBOX: 'true',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'shop-bench-')),
      SESSION_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
      LISTING_CACHE_MS: String(cacheMs),
      TRUST_PROXY: '127.0.0.1',
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

/** CPU time (ms, user + system) a Linux process has used so far; 0 where /proc cannot tell. */
export function cpuMsOf(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10; // clock ticks of 10 ms
  } catch {
    return 0;
  }
}

/** The processes `pid` started (a server of several processes: its server processes); none where /proc cannot tell. */
export function childrenOf(pid: number | undefined): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

export interface CpuReading {
  /** CPU ms the server's processes have used so far. */
  server: number;
  /** CPU ms the database's backends connected to the benchmark's database have used so far. */
  db: number;
  /** The 1-minute load average now. */
  load: number;
}

/**
 * CPU ms used so far by the server's processes and by the database's backends serving
 * `databaseName` (through `admin`, a connection of the bench's own, left out).
 */
export async function cpuSample(
  serverPid: number | undefined,
  databaseName: string,
  admin: pg.Client,
): Promise<CpuReading> {
  const { rows } = await admin.query<{ pid: number }>(
    'SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
    [databaseName],
  );
  const server = [serverPid, ...childrenOf(serverPid)].reduce((sum: number, pid) => sum + cpuMsOf(pid), 0);
  return {
    server,
    db: rows.reduce((sum, r) => sum + cpuMsOf(r.pid), 0),
    load: Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]),
  };
}

/** The i-th request's shopper: one of 65,536 private addresses, so no address nears a per-minute limit. */
export const clientAddress = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

/** Milliseconds below which `share` of the sorted latencies fall. */
export const percentile = (sorted: ArrayLike<number>, share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? NaN;

/** A number for a table: thousands separated, `digits` decimals. */
export const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
