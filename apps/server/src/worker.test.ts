/**
 * The job worker's own /metrics (issue 32 "Metrics", docs/decisions/086): a worker has no shop
 * port, so with METRICS_PORT it serves the counters of the jobs it ran, its pools and the queue
 * there. It needs PostgreSQL; on the embedded database it refuses to start.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { expect, inject, it } from 'vitest';
import { openDatabase } from './db/client';
import { createScratchDatabase } from './db/scratch-database';
import { enqueueMail, ORDER_PLACED_MAIL } from './modules/mail/mail.service';
import { repoRoot } from './test/server-process';
import { SERVER_DIR } from './server-files';

const workerEntry = join(SERVER_DIR, 'src', 'worker.ts');
/** The worker's metrics port in these tests. */
const METRICS_PORT = 4371;

/** Starts the worker with `env`; `output` grows with what it prints. */
function startWorker(env: Record<string, string>) {
  const child = spawn(join(repoRoot, 'node_modules/.bin/tsx'), [workerEntry], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const state = { output: '' };
  child.stdout.on('data', (chunk) => (state.output += chunk));
  child.stderr.on('data', (chunk) => (state.output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, state, exited };
}

/** The worker's scrape, or '' while it does not answer. */
async function workerMetrics(): Promise<string> {
  try {
    const reply = await fetch(`http://127.0.0.1:${METRICS_PORT}/metrics`);
    return reply.status === 200 ? await reply.text() : '';
  } catch {
    return '';
  }
}

it('on PostgreSQL, serves the mails its jobs sent and its pools at METRICS_PORT; on the embedded database, refuses to start', async () => {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const worker = startWorker({});
    expect(await worker.exited).toBe(1);
    expect(worker.state.output).toContain('The worker needs DATABASE_URL');
    return;
  }
  const scratch = await createScratchDatabase(serverUrl, 'shop_test', inject('databaseTemplate'));
  const database = openDatabase({ url: scratch.url });
  const worker = startWorker({ DATABASE_URL: scratch.url, METRICS_PORT: String(METRICS_PORT) });
  try {
    await database.migrate();
    await enqueueMail(database.db, {
      template: ORDER_PLACED_MAIL,
      to: 'asha@example.in',
      data: {
        orderId: 'order-1',
        customerName: 'Asha Rao',
        totalPaise: 118_000,
        lines: [{ name: 'Arduino Uno R3', quantity: 1 }],
        expectedDelivery: null,
      },
    });
    const sent = /^shop_mails_total\{template="order-placed",outcome="sent"\} 1$/m;
    await expect.poll(workerMetrics, { timeout: 60_000, interval: 500 }).toMatch(sent);
    const text = await workerMetrics();
    expect(text).toMatch(/^shop_db_pool_connections_in_use\{pool="transactions"\} \d+$/m);
    expect(text).toMatch(/^shop_jobs_scrape_ok 1$/m);
    worker.child.kill('SIGTERM');
    expect(await worker.exited).toBe(0);
  } finally {
    worker.child.kill('SIGKILL');
    await database.close();
    await scratch.drop();
  }
}, 90_000);
