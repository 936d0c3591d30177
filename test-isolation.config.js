/**
 * The server's test files that replace a module with vi.mock (decision 069): they run isolated, a
 * module graph of their own (vitest.config.ts's server-mocking project), since the other server
 * files share one per worker; lint (eslint.config.js) refuses vi.mock in any other server test file.
 * Paths are relative to apps/server.
 */
export const SERVER_MOCKING_FILES = ['src/modules/accounts/unknown-email.routes.test.ts'];
