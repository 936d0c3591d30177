import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort, repoRoot, serverEntry } from './test/server-process';
import { createScratchDatabase } from './db/scratch-database';

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
    const { code, output } = await startServer({
      NODE_ENV: 'production',
      SESSION_SECRET: 'a-production-session-secret-0123456789abcdef',
      PUBLIC_URL: 'https://shop.example.in',
    });
    expect(code).toBe(1);
    expect(output).toContain('no payment provider is configured');
    expect(output).toContain('PAYMENTS_SANDBOX=true');
    expect(output).not.toMatch(/\n\s+at /); // a message, not a stack trace
    expect(output).not.toContain('MakerShop is running');
  }, 40_000);
});

describe('several server processes (SERVER_PROCESSES)', () => {
  it('on PostgreSQL, serves from that many processes on one port and stops them all; on the embedded database, refuses', async () => {
    const serverUrl = process.env.DATABASE_URL;
    if (!serverUrl) {
      const { code, output } = await startServer({ SERVER_PROCESSES: '2' });
      expect(code).toBe(1);
      expect(output).toContain('more than one server process needs DATABASE_URL');
      return;
    }
    const scratch = await createScratchDatabase(serverUrl, 'shop_test');
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-start-'));
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: scratch.url,
        SERVER_PROCESSES: '2',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      let output = '';
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no start in 60 s:\n${output}`)), 60_000);
        const read = (chunk: Buffer) => {
          output += chunk;
          if (output.includes('MakerShop is running')) {
            clearTimeout(timer);
            resolve();
          }
        };
        child.stdout.on('data', read);
        child.stderr.on('data', read);
      });
      expect(output).toContain('postgres, 2 processes');
      const servers = readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8').split(' ').filter(Boolean);
      expect(servers).toHaveLength(2);
      for (let i = 0; i < 4; i++) expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);

      child.kill('SIGTERM');
      expect(await new Promise((resolve) => child.on('exit', resolve))).toBe(0);
      for (const pid of servers) expect(() => process.kill(Number(pid), 0)).toThrow();
    } finally {
      child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
      await scratch.drop();
    }
  }, 90_000);
});
