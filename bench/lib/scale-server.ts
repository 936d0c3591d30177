/**
 * The real server as the scale benchmarks run it (bench/catalogue-scale.ts, bench/admin-scale.ts):
 * a child process in production mode on a PostgreSQL database, and the CPU time it and the
 * database's backends serving it use, read from /proc (2 cores give 2,000 ms a second).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';

/**
 * Starts apps/server/src/server.ts on `port` against `databaseUrl`, with its in-process listing
 * cache kept `cacheMs` (0: off) and `processes` server processes; the bench is its proxy
 * (X-Forwarded-For names each request's shopper). `env` adds or overrides variables.
 */
export function startScaleServer(
  databaseUrl: string,
  options: { port: number; cacheMs: number; processes: number; env?: Record<string, string> },
): ChildProcess {
  const serverEntry = fileURLToPath(new URL('../../apps/server/src/server.ts', import.meta.url));
  return spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PAYMENTS_SANDBOX: 'true',
      MAIL_SANDBOX: 'true',
      PORT: String(options.port),
      PUBLIC_URL: `http://127.0.0.1:${options.port}`,
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'shop-bench-')),
      SESSION_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
      LISTING_CACHE_MS: String(options.cacheMs),
      SERVER_PROCESSES: String(options.processes),
      TRUST_PROXY: '127.0.0.1',
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

/** Ends a server started by startScaleServer and waits for it to exit. */
export async function stopScaleServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
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

/** Resident memory (bytes) of a Linux process; 0 where /proc cannot tell. */
export function rssOf(pid: number | undefined): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
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

export interface CpuSample {
  /** CPU ms so far of the server's processes, and of the database's backends serving it. */
  server: number;
  db: number;
  /** The 1-minute load average. */
  load: number;
}

/** CPU ms used so far by the server's processes and by the backends connected to `databaseName` (but `admin`'s own). */
export async function cpuSample(
  serverPid: number | undefined,
  databaseName: string,
  admin: pg.Client,
): Promise<CpuSample> {
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
