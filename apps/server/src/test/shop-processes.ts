/**
 * Real server and worker processes for the scale-out test (issue 32 "Scale-out proven"): each runs
 * `node --import tsx <entry>` in a process group of its own, so a SIGKILL takes the whole process
 * down at once and the clean-up can stop every group it started, even after a failed assertion.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { SERVER_DIR } from '../server-files';
import { repoRoot } from './server-process';

export const workerEntry = join(SERVER_DIR, 'src', 'worker.ts');

export interface ShopProcess {
  name: string;
  child: ChildProcess;
  /** Everything it wrote so far (stdout and stderr), for a failure's message. */
  output(): string;
  /** Resolves when the process has exited, with its exit code or signal. */
  exited: Promise<number | NodeJS.Signals | null>;
  /** Sends `signal` to its whole process group; nothing when it has already exited. */
  kill(signal: NodeJS.Signals): void;
}

/** Starts `entry` (a TypeScript file) with only `env` (plus PATH) as its environment. */
export function startShopProcess(name: string, entry: string, env: Record<string, string>): ShopProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal)),
  );
  let gone = false;
  void exited.then(() => (gone = true));
  return {
    name,
    child,
    output: () => output,
    exited,
    kill(signal) {
      if (gone || child.pid === undefined) return;
      try {
        process.kill(-child.pid, signal);
      } catch {
        // Exited between the check and the signal.
      }
    },
  };
}

/** Resolves once `check` returns true, polling every `intervalMs`; rejects with `shop`'s output if it exits or `timeoutMs` passes. */
async function until(shop: ShopProcess, check: () => Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  let exited: unknown;
  void shop.exited.then((code) => (exited = code ?? 'exit'));
  while (!(await check())) {
    if (exited !== undefined)
      throw new Error(`${shop.name} exited (${String(exited)}) before ${what}:\n${shop.output()}`);
    if (Date.now() > deadline) throw new Error(`${shop.name}: no ${what} in ${timeoutMs} ms:\n${shop.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits until the server at `base` answers /readyz 200. */
export function untilReady(shop: ShopProcess, base: string, timeoutMs = 90_000): Promise<void> {
  const ready = () =>
    fetch(`${base}/readyz`)
      .then((reply) => reply.status === 200)
      .catch(() => false);
  return until(shop, ready, timeoutMs, '/readyz 200');
}

/** Waits until `shop` has written `text` (the worker's start-up line). */
export function untilOutput(shop: ShopProcess, text: string, timeoutMs = 90_000): Promise<void> {
  return until(shop, async () => shop.output().includes(text), timeoutMs, `"${text}"`);
}
