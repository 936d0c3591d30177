/**
 * How fast `npm start` serves and how much memory the idle server holds (issue 5, "Start-up").
 * Runs the README's `npm start` at the repository root on a fresh data folder (the first start:
 * migrations, catalogue, pincodes), then again on that seeded folder (later starts), timing each
 * from spawn to the first 200 from /healthz. After the last start it waits for the server to
 * settle and reads its resident memory (VmRSS from /proc, Linux only), then shows what takes it
 * (server-memory.ts). Prints median and spread against the targets. A figure to read, not a
 * pass/fail test.
 *
 * Usage: npm run bench:start -w bench   (BENCH_RUNS later starts, default 3; BENCH_PORT, default 3556;
 *        BENCH_START_COMMAND to time another start command, run by the shell at the repository root)
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const TARGET_LATER_START_S = 5;
const PORT = Number(process.env.BENCH_PORT ?? 3556);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const START_COMMAND = process.env.BENCH_START_COMMAND ?? 'npm start';
const root = fileURLToPath(new URL('..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-start-'));

async function healthy(): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${PORT}/healthz`)).ok;
  } catch {
    return false;
  }
}

/** Starts START_COMMAND in its own process group and resolves with the seconds until /healthz answered. */
async function start(): Promise<{ child: ChildProcess; seconds: number }> {
  const began = performance.now();
  const child = spawn(START_COMMAND, {
    shell: true,
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      INIT_CWD: root,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  while (!(await healthy())) {
    if (child.exitCode !== null) throw new Error(`${START_COMMAND} exited with ${child.exitCode}`);
    if (performance.now() - began > 180_000) throw new Error(`${START_COMMAND} did not serve within 180 s`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return { child, seconds: (performance.now() - began) / 1000 };
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((r) => child.once('exit', r));
  process.kill(-child.pid!, 'SIGTERM');
  await exited;
  while (await healthy()) await new Promise((r) => setTimeout(r, 50));
}

/** Resident kB of every process below `pid` (the npm wrappers and the server), from /proc. */
function descendantsRss(pid: number): { pid: number; command: string; rssKb: number }[] {
  const parentOf = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parentOf.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone meanwhile
    }
  }
  const inTree = (p: number): boolean => p === pid || (parentOf.has(p) && p !== 1 && inTree(parentOf.get(p)!));
  return [...parentOf.keys()].filter(inTree).map((p) => {
    const status = readFileSync(`/proc/${p}/status`, 'utf8');
    const command = readFileSync(`/proc/${p}/cmdline`, 'utf8').split('\0').join(' ').trim();
    return { pid: p, command, rssKb: Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) };
  });
}

const fmt = (s: number) => `${s.toFixed(2)} s`;
console.log(`timing: ${START_COMMAND}`);
try {
  const first = await start();
  await stop(first.child);
  const later: number[] = [];
  let last: ChildProcess | undefined;
  for (let i = 0; i < RUNS; i++) {
    const run = await start();
    later.push(run.seconds);
    if (i < RUNS - 1) await stop(run.child);
    else last = run.child;
  }
  // Let start-up garbage be collected and the listing cache (decision 008) stay cold: idle figure.
  await new Promise((r) => setTimeout(r, 5000));
  const processes = descendantsRss(last!.pid!);
  await stop(last!);
  const breakdown = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', 'server-memory.ts', dataDir], {
    cwd: fileURLToPath(new URL('.', import.meta.url)),
    encoding: 'utf8',
  });

  const sorted = [...later].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  console.log(`first start (fresh data folder): ${fmt(first.seconds)}`);
  console.log(
    `later starts (${RUNS}): median ${fmt(median)}, spread ${fmt(sorted[0]!)}–${fmt(sorted.at(-1)!)}  target ≤ ${TARGET_LATER_START_S} s  ${median <= TARGET_LATER_START_S ? 'MET' : 'MISSED'}`,
  );
  console.log('idle resident memory:');
  for (const p of processes)
    console.log(`  ${String(Math.round(p.rssKb / 1024)).padStart(5)} MB  ${p.command.slice(0, 100)}`);
  console.log('what takes it (the start-up steps repeated in one process, MB after a full GC):');
  console.log((breakdown.stdout + breakdown.stderr).replace(/^/gm, '  ').trimEnd());
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
