/**
 * The real server process for tests that start it (server.test.ts, server-shutdown.test.ts): where
 * the repository and the entry point are, and a port nothing listens on.
 */
import { createServer } from 'node:net';
import { join } from 'node:path';
import { SERVER_DIR } from '../server-files';

export const repoRoot = join(SERVER_DIR, '..', '..');
export const serverEntry = join(SERVER_DIR, 'src', 'server.ts');

/** A TCP port free on this machine now (the system's pick). */
export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
