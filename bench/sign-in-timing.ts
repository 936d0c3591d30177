/**
 * Does sign-in tell by its timing whether an e-mail has an account? (issue 5; decision 010)
 * Builds the app in this process on an in-memory database, then alternates wrong-password
 * sign-ins for known and unknown e-mails, customer and staff, and prints the median time of
 * each. The two medians should be about equal (both run one argon2 verification); a known
 * e-mail used to take ~25 ms and an unknown one ~4 ms. A figure to read, not a pass/fail test.
 *
 * Each attempt comes from its own client address and known attempts spread over many accounts,
 * so the sign-in rate limits do not turn attempts into fast 429s.
 *
 * Usage: npx tsx bench/sign-in-timing.ts   (SAMPLES, default 40 per path)
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { openDatabase } from '../apps/server/src/db/client';
import { admins, users } from '../apps/server/src/db/schema/accounts';
import { loadEnv } from '../apps/server/src/env';
import { hashPassword } from '../apps/server/src/lib/password';
import { median } from './lib/stats';

const SAMPLES = Number(process.env.SAMPLES ?? 40);

const database = openDatabase({ dataDir: 'memory://' });
await database.migrate();
const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-'));
const app = await buildApp(database.db, {
  env: loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
  sessionSecret: randomBytes(32).toString('hex'),
  sandboxPaymentSecret: randomBytes(16).toString('hex'),
  publicUrl: 'http://localhost:3000',
});
await app.ready();

const passwordHash = await hashPassword('Right@2026');
const known = Array.from({ length: SAMPLES }, (_, i) => `known${i}@example.in`);
await database.db.insert(users).values(known.map((email) => ({ name: 'Known Person', email, passwordHash })));
await database.db
  .insert(admins)
  .values(known.map((email) => ({ name: 'Known Staff', email, passwordHash, role: 'SubAdmin' as const })));

let address = 0;
async function attempt(url: string, email: string): Promise<number> {
  const n = ++address;
  const started = performance.now();
  const res = await app.inject({
    method: 'POST',
    url,
    remoteAddress: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    payload: { email, password: 'Wrong@2026' },
  });
  const ms = performance.now() - started;
  if (res.statusCode !== 401) throw new Error(`expected 401, got ${res.statusCode}: ${res.body}`);
  return ms;
}

for (const url of ['/api/v1/auth/login', '/api/v1/admin/login']) {
  await attempt(url, 'warm-up@example.in'); // the dummy hash is made on first use
  const knownMs: number[] = [];
  const unknownMs: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    knownMs.push(await attempt(url, known[i]!));
    unknownMs.push(await attempt(url, `unknown${i}@example.in`));
  }
  const [k, u] = [median(knownMs), median(unknownMs)];
  console.log(
    `${url.padEnd(20)} known e-mail ${k.toFixed(1)} ms   unknown e-mail ${u.toFixed(1)} ms   (median of ${SAMPLES}; difference ${(k - u).toFixed(1)} ms)`,
  );
}

await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
