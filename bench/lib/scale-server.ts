/**
 * The real server as the scale benchmarks run it (bench/catalogue-scale.ts, bench/admin-scale.ts):
 * a child process in production mode on a PostgreSQL database (bench/lib/source-server.ts), and
 * its memory read from /proc; its CPU is read by bench/lib/process-cpu.ts.
 */
import { readFileSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import { startSourceServer } from './source-server';

/**
 * Starts apps/server/src/server.ts on `port` against `databaseUrl`, with its in-process listing
 * cache kept `cacheMs` (0: off, and no counts kept) and `processes` server processes; the bench
 * is its proxy (X-Forwarded-For names each request's shopper). `env` adds or overrides variables.
 */
export function startScaleServer(
  databaseUrl: string,
  options: { port: number; cacheMs: number; processes: number; env?: Record<string, string> },
): ChildProcess {
  return startSourceServer(options.port, databaseUrl, options.cacheMs, {
    SERVER_PROCESSES: String(options.processes),
    TRUST_PROXY: '127.0.0.1',
    ...options.env,
  });
}

/** Ends a server started by startScaleServer and waits for it to exit. */
export async function stopScaleServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
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
