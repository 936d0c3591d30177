import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { SERVER_MOCKING_FILES } from './test-isolation.config.js';

const server = {
  root: 'apps/server',
  // Builds the migrated template database each test file clones (docs/decisions/013).
  globalSetup: ['src/test/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on our 2-core machine. The main
    // process does little while the workers run PGlite, so two workers there take the unit phase from
    // 417 s to 321 s (decision 069).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
      { test: { name: 'web', root: 'apps/web', include: ['src/**/*.test.{ts,tsx}'] } },
      {
        test: {
          ...server,
          name: 'server',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: SERVER_MOCKING_FILES,
          // Each file still builds its own app on its own cloned database; what the files share is
          // the loaded modules, so the server's code is imported once a worker, not once a file.
          isolate: false,
        },
      },
      { test: { ...server, name: 'server-mocking', include: SERVER_MOCKING_FILES } },
    ],
  },
});
