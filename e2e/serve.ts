/**
 * Starts the real shop, as built for `npm start`, for the browser tests on a fresh database: a new
 * PGlite folder, or, when DATABASE_URL is set, a new database created on that PostgreSQL server.
 * Development mode, so the demo staff sign-in exists. Run by Playwright's webServer.
 *
 * The Cashfree and PhonePe local fakes (apps/server/src/test/fakes) start here too, on 127.0.0.1,
 * and the shop is configured for them, with the sandbox still on (the checkout's default choice in
 * development): a browser test can pay through each fake's hosted page. PUBLIC_URL is the address
 * the browser uses, so the providers send the payer back to the same origin (its session cookie).
 */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createScratchDatabase, dropScratchDatabases } from '../apps/server/src/db/scratch-database';
import { FAKE_CASHFREE, startCashfreeFake } from '../apps/server/src/test/fakes/cashfree-fake';
import { FAKE_PHONEPE, startPhonePeFake } from '../apps/server/src/test/fakes/phonepe-fake';
import { FAKE_GOOGLE, startGoogleOidcFake } from '../apps/server/src/test/fakes/google-oidc-fake';

process.env.DATA_DIR = mkdtempSync(join(tmpdir(), 'shop-e2e-'));
process.env.NODE_ENV = 'development';
process.env.LOG_LEVEL = 'warn';

if (process.env.DATABASE_URL) {
  // Databases left by earlier runs go first; only old ones, since a spec may start a second server
  // (track-order-courier.spec.ts) while the suite's own is still using its database.
  await dropScratchDatabases(process.env.DATABASE_URL, 'shop_e2e', { olderThanMs: 3 * 60 * 60 * 1000 });
  process.env.DATABASE_URL = (await createScratchDatabase(process.env.DATABASE_URL, 'shop_e2e')).url;
}

const publicUrl = process.env.PUBLIC_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;
const cashfree = await startCashfreeFake();
const phonepe = await startPhonePeFake();
phonepe.webhookUrl = `${publicUrl}/api/v1/payment/notify/phonepe`;
const google = await startGoogleOidcFake([`${publicUrl}/api/v1/auth/google/callback`]);
Object.assign(process.env, {
  PUBLIC_URL: publicUrl,
  // Each server counts its own rate limits, even in a Redis the other workers' servers (and earlier
  // runs, whose counters have not expired yet) share: one worker's staff sign-ins never spend another's.
  RATE_LIMIT_NAMESPACE: `makershop:e2e:${randomUUID()}:`,
  // Every other job waits (playwright.config.ts), but mail is sent, so a test can read /dev/mailbox,
  // and the back-in-stock sweep runs every 2 s, so a restock's alert mail comes while the test waits.
  JOBS_IN_PROCESS_ONLY: process.env.JOBS_IN_PROCESS_ONLY ?? 'mail.send,stock-alerts.sweep,privacy.data-export',
  STOCK_ALERT_SWEEP_SECONDS: '2',
  PAYMENTS_SANDBOX: 'true',
  CASHFREE_APP_ID: FAKE_CASHFREE.appId,
  CASHFREE_SECRET_KEY: FAKE_CASHFREE.secretKey,
  CASHFREE_ENV: 'sandbox',
  CASHFREE_BASE_URL: cashfree.baseUrl,
  CASHFREE_SDK_URL: cashfree.sdkUrl,
  PHONEPE_CLIENT_ID: FAKE_PHONEPE.clientId,
  PHONEPE_CLIENT_SECRET: FAKE_PHONEPE.clientSecret,
  PHONEPE_CLIENT_VERSION: FAKE_PHONEPE.clientVersion,
  PHONEPE_ENV: 'sandbox',
  PHONEPE_WEBHOOK_USERNAME: FAKE_PHONEPE.webhookUsername,
  PHONEPE_WEBHOOK_PASSWORD: FAKE_PHONEPE.webhookPassword,
  PHONEPE_BASE_URL: phonepe.baseUrl,
  GOOGLE_CLIENT_ID: FAKE_GOOGLE.clientId,
  GOOGLE_CLIENT_SECRET: FAKE_GOOGLE.clientSecret,
  GOOGLE_ISSUER: google.issuer,
});

// The bundle `npm start` runs (docs/decisions/013, 095), so the browser tests try what ships: a
// package that bundles wrongly fails here rather than only in production. `npm run test:e2e` builds it.
const bundle = new URL('../apps/server/dist/server.js', import.meta.url);
if (!existsSync(bundle)) throw new Error('apps/server/dist/server.js is missing: run `npm run build` first');
await import(bundle.href);

/**
 * SuperAdmins of their own for the specs that sign staff in most, so the suite does not trip one
 * account's sign-in limit (10 a minute, plugins/rate-limit.rules.ts) as it grows.
 */
const E2E_SUPER_ADMINS = [
  'inventory.admin@makershop.in',
  'products.admin@makershop.in',
  'bulk.admin@makershop.in',
  'orders.admin@makershop.in',
  'history.admin@makershop.in',
  'warranty.admin@makershop.in',
  // signInSuperAdmin's pool (people.ts), with the demo SuperAdmin.
  'pool1.admin@makershop.in',
  'pool2.admin@makershop.in',
  'pool3.admin@makershop.in',
];
const origin = { origin: publicUrl, 'content-type': 'application/json' };
const signedIn = await fetch(`${publicUrl}/api/v1/admin/login`, {
  method: 'POST',
  headers: origin,
  body: JSON.stringify({ email: 'admin@makershop.in', password: 'Admin@12345' }),
});
const staffCookie = signedIn.headers
  .getSetCookie()
  .map((c) => c.split(';')[0])
  .join('; ');
for (const email of E2E_SUPER_ADMINS) {
  const made = await fetch(`${publicUrl}/api/v1/admin/staff`, {
    method: 'POST',
    headers: { ...origin, cookie: staffCookie },
    body: JSON.stringify({ name: 'E2E Admin', email, role: 'SuperAdmin', password: 'Admin@12345' }),
  });
  if (!made.ok && made.status !== 409)
    throw new Error(`Could not make the e2e SuperAdmin ${email}: ${made.status} ${await made.text()}`);
}
