import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './browser';
import { serverPort } from './server-port';

const PORT = Number(process.env.E2E_PORT ?? 3999);
/**
 * Spec files run on E2E_WORKERS workers (2 by default, one a core), each against a shop server of
 * its own with its own database (serverPort), so one file's orders, settings and stock never meet
 * another's running beside it.
 */
const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: await chromiumLaunchOptions(),
    screenshot: 'only-on-failure',
    // A trace records every step of every test to keep a failing one's; CI, whose files nobody
    // opens, turns it off (E2E_TRACE=off, .ci/run) and keeps the failure's screenshot and log.
    trace: process.env.E2E_TRACE === 'off' ? 'off' : 'retain-on-failure',
  },
  webServer: Array.from({ length: WORKERS }, (_, worker) => ({
    command: 'npx tsx serve.ts',
    url: `http://127.0.0.1:${serverPort(PORT, worker)}/healthz`,
    // Requests come through the loopback "proxy" with each test's own address (fixtures.ts).
    // No background jobs: the tests look at states a job would move on within a second (a refund
    // due is refunded by the next poll). The jobs themselves are tested by the API tests.
    env: {
      PORT: String(serverPort(PORT, worker)),
      HOST: '127.0.0.1',
      JOBS_IN_PROCESS: 'false',
      TRUST_PROXY: '127.0.0.1',
    },
    reuseExistingServer: false,
    // The servers start side by side, each migrating and seeding its own database.
    timeout: 240_000,
    stdout: 'pipe' as const,
  })),
});
