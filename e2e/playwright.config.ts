import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './browser';

const PORT = Number(process.env.E2E_PORT ?? 3999);

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: false,
  workers: 1,
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
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'npx tsx serve.ts',
    url: `http://127.0.0.1:${PORT}/healthz`,
    // Requests come through the loopback "proxy" with each test's own address (fixtures.ts).
    // No background jobs: the tests look at states a job would move on within a second (a refund
    // due is refunded by the next poll). The jobs themselves are tested by the API tests.
    env: { PORT: String(PORT), HOST: '127.0.0.1', JOBS_IN_PROCESS: 'false', TRUST_PROXY: '127.0.0.1' },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
  },
});
