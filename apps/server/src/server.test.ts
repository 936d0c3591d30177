import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const serverEntry = fileURLToPath(new URL('./server.ts', import.meta.url));

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Runs the real server process with `env` added; resolves with its exit code and output. */
async function startServer(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-start-'));
  try {
    const child = spawn(join(repoRoot, 'node_modules/.bin/tsx'), [serverEntry], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, PORT: String(await freePort()), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    // A server that wrongly starts would listen for ever: stop it after a while.
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    clearTimeout(timer);
    return { code, output };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

describe('a production start', () => {
  it('stops with a clear message when no real payment provider is configured', async () => {
    const { code, output } = await startServer({ NODE_ENV: 'production', SESSION_SECRET: 'a-production-session-secret-0123456789abcdef', PUBLIC_URL: 'https://shop.example.in' });
    expect(code).toBe(1);
    expect(output).toContain('no payment provider is configured');
    expect(output).toContain('PAYMENTS_SANDBOX=true');
    expect(output).not.toMatch(/\n\s+at /); // a message, not a stack trace
    expect(output).not.toContain('MakerShop is running');
  }, 40_000);
});
