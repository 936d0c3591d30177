/**
 * Starts the shop as `npm start` runs it, for the page benchmarks: builds what changed
 * (apps/server/scripts/build-if-changed.ts), then runs the bundled server
 * (apps/server/dist/server.js) in production mode on a fresh PGlite folder, with the sandbox
 * payment gateway and mail kept in the database (no outside service). Resolves once /healthz
 * answers; `stop` ends the server and removes its data folder.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface ShopServer {
  /** http://127.0.0.1:<port>, also the server's PUBLIC_URL (canonical links point at it). */
  base: string;
  /** The server's process id (its CPU time is in /proc/<pid>/stat; PGlite runs inside it). */
  pid: number;
  stop: () => Promise<void>;
}

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Builds if sources changed and starts the production server on `port`. `prepare`, when given,
 * writes into the fresh data folder before the server opens it. Throws if it does not serve within 3 minutes.
 */
export async function startShopServer(
  port: number,
  options: { prepare?: (dataDir: string) => Promise<void> } = {},
): Promise<ShopServer> {
  const build = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/scripts/build-if-changed.ts'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('the build failed');
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-pages-'));
  await options.prepare?.(dataDir);
  const base = `http://127.0.0.1:${port}`;
  // Embedded PGlite whatever DATABASE_URL the caller has: page speed is measured on the default start.
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const server = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: root,
    env: {
      ...env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      MAIL_SANDBOX: 'true',
      PAYMENTS_SANDBOX: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const began = Date.now();
  while (
    !(await fetch(`${base}/healthz`)
      .then((r) => r.ok)
      .catch(() => false))
  ) {
    if (server.exitCode !== null || Date.now() - began > 180_000) {
      await stop();
      throw new Error('the shop server did not start');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { base, pid: server.pid!, stop };
}

/** Resolves once `${base}/healthz` answers OK; throws after `timeoutMs`. */
export async function waitForHealth(base: string, timeoutMs = 120_000): Promise<void> {
  const began = Date.now();
  while (
    !(await fetch(`${base}/healthz`)
      .then((r) => r.ok)
      .catch(() => false))
  ) {
    if (Date.now() - began > timeoutMs) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The id of the first product the listing shows, for the product page. */
export async function firstProductId(base: string): Promise<string> {
  const reply = await fetch(`${base}/api/v1/product/list`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  const body = (await reply.json()) as { data: { productList: { _id: string }[] } };
  const id = body.data.productList[0]?._id;
  if (!id) throw new Error('the listing returned no product');
  return id;
}
