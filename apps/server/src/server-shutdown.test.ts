/**
 * Stopping a server process (issue 32 "Health"): on SIGTERM /readyz answers 503 "draining" at
 * once while the process still serves for SHUTDOWN_DRAIN_MS, then it closes and exits 0.
 * The real server process, on the embedded database.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { freePort, repoRoot, serverEntry } from './test/server-process';

const answer = (url: string) =>
  fetch(url)
    .then(async (reply) => ({ status: reply.status, body: (await reply.json()) as { checks?: { process?: string } } }))
    .catch(() => undefined);

it('on SIGTERM answers /readyz 503 "draining" while it still serves, then exits 0', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-stop-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(join(repoRoot, 'node_modules/.bin/tsx'), [serverEntry], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SHUTDOWN_DRAIN_MS: '3000',
    },
    stdio: 'ignore',
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  try {
    await expect
      .poll(async () => (await answer(`${base}/readyz`))?.status, { timeout: 90_000, interval: 250 })
      .toBe(200);
    child.kill('SIGTERM');
    await expect
      .poll(async () => (await answer(`${base}/readyz`))?.body.checks?.process, { timeout: 2_500, interval: 50 })
      .toBe('draining');
    const readyz = await answer(`${base}/readyz`);
    expect(readyz?.status).toBe(503);
    // Still serving while it drains.
    expect((await answer(`${base}/healthz`))?.status).toBe(200);
    expect(await exited).toBe(0);
  } finally {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 120_000);
