/**
 * The JavaScript a shopper's browser loads to show the home page: every script requested until
 * the network is idle, with its gzip size (from the build's .gz copies) and the bytes actually
 * sent (brotli when the browser accepts it). Starts the real server on a fresh PGlite database
 * and drives the Chromium the browser tests use. Needs `npm run build` first.
 * Prints the figure beside the budget (150 KB gzip); a figure to read, not a test.
 *
 * Usage: npm run bench:weight -w bench
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../e2e/browser';

const BUDGET_KB = 150;
const PORT = Number(process.env.BENCH_PORT ?? 3556);
const dist = fileURLToPath(new URL('../apps/web/dist', import.meta.url));
const serverEntry = fileURLToPath(new URL('../apps/server/src/server.ts', import.meta.url));

// Embedded PGlite, whatever DATABASE_URL the caller has: the page weight does not depend on it.
const { DATABASE_URL: _ignored, ...env } = process.env;
const server = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
  env: { ...env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: mkdtempSync(join(tmpdir(), 'shop-weight-')), LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});

try {
  const base = `http://127.0.0.1:${PORT}`;
  for (let i = 0; i < 120 && !(await fetch(`${base}/healthz`).then((r) => r.ok).catch(() => false)); i++) {
    await new Promise((r) => setTimeout(r, 500));
  }
  const browser = await chromium.launch(await chromiumLaunchOptions());
  const page = await browser.newPage();
  const scripts: { path: string; gzipBytes: number; wireBytes: number }[] = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    const path = new URL(request.url()).pathname;
    const gz = join(dist, `${path}.gz`);
    const sizes = await request.sizes();
    scripts.push({ path, gzipBytes: existsSync(gz) ? statSync(gz).size : 0, wireBytes: sizes.responseBodySize });
  });
  await page.goto(`${base}/`, { waitUntil: 'networkidle' });
  await browser.close();

  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  for (const s of scripts.sort((a, b) => b.gzipBytes - a.gzipBytes)) console.log(`  ${s.path.padEnd(48)} ${kb(s.gzipBytes).padStart(6)} KB gzip  ${kb(s.wireBytes).padStart(6)} KB sent`);
  const gzip = scripts.reduce((sum, s) => sum + s.gzipBytes, 0);
  const wire = scripts.reduce((sum, s) => sum + s.wireBytes, 0);
  console.log(`home page JavaScript: ${scripts.length} files, ${kb(gzip)} KB gzip (budget ${BUDGET_KB} KB), ${kb(wire)} KB sent`);
} finally {
  server.kill('SIGTERM');
}
