/**
 * Starts the shop's server from its sources (tsx) in production mode on a PostgreSQL database,
 * in a child process, for the catalogue benchmarks (bench:scale, bench:search-plans). The caller
 * waits for it (waitForHealth) and ends it (kill, then its 'exit').
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * BENCH_SERVER_ENV: extra environment for a benchmark's server process, "NAME=value,NAME=value"
 * (e.g. DATABASE_CATALOG_POOL_SIZE=2); a value may itself hold '=' (each pair splits at its first).
 */
export function benchServerEnv(): Record<string, string> {
  return Object.fromEntries(
    (process.env.BENCH_SERVER_ENV ?? '')
      .split(',')
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  );
}

/** BENCH_NODE_ARGS: extra node options for a benchmark's server process, e.g. --cpu-prof --cpu-prof-dir=…. */
export function benchNodeArgs(): string[] {
  return (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
}

/**
 * The server on `port` with `databaseUrl`, its listing cache kept `cacheMs` (0: off, and then no
 * filter's count is kept either: LISTING_COUNT_KEEP_MS=0, the benchmarks' "uncached",
 * docs/decisions/078); `env` adds or overrides variables; BENCH_NODE_ARGS adds node options.
 */
export function startSourceServer(
  port: number,
  databaseUrl: string,
  cacheMs: number,
  env: Record<string, string> = {},
): ChildProcess {
  const serverEntry = fileURLToPath(new URL('../../apps/server/src/server.ts', import.meta.url));
  return spawn(process.execPath, [...benchNodeArgs(), '--import', 'tsx', serverEntry], {
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
      ...(cacheMs === 0 ? { LISTING_COUNT_KEEP_MS: '0' } : {}),
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

/** The i-th request's shopper: one of 65,536 private addresses, so no address nears a per-minute limit (the server trusts the bench as its proxy: TRUST_PROXY 127.0.0.1). */
export const clientAddress = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
