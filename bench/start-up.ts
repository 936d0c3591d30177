/**
 * How fast `npm start` serves and how much memory the idle server holds (issue 5, "Start-up";
 * issue 31 target 5). Runs the README's `npm start` at the repository root on fresh data folders
 * (first starts: the starter database or migrations and seed, docs/decisions/081), then again on
 * a seeded folder (later starts), timing each from spawn to the first 200 from /healthz, with
 * the CPU seconds the start's processes used by then (npm, the build check, the server; from
 * /proc): on a shared machine the wall time moves with the load, the CPU time much less. After
 * the last start it waits for the server to settle and reads its resident memory (VmRSS from
 * /proc, Linux only), then shows what takes it (server-memory.ts). Prints median and spread
 * against the targets. A figure to read, not a pass/fail test. The build is done before the
 * first timed start (a start after a source change builds first: that is not timed here).
 *
 * Usage: npm run bench:start -w bench   (BENCH_RUNS starts of each kind, default 3; BENCH_PORT,
 *        default 3556; BENCH_START_COMMAND to time another start command, run by the shell at the
 *        repository root)
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadAverages } from './lib/process-cpu';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const TARGET_FIRST_START_S = 4;
const TARGET_LATER_START_S = 1.5;
const TARGET_IDLE_RSS_MB = 300;
const PORT = Number(process.env.BENCH_PORT ?? 3556);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const START_COMMAND = process.env.BENCH_START_COMMAND ?? 'npm start';
const root = fileURLToPath(new URL('..', import.meta.url));
const dataDirs: string[] = [];
let dataDir = '';
/** Points the next start at a new, empty data folder. */
function freshDataDir(): void {
  dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-start-'));
  dataDirs.push(dataDir);
}

async function healthy(): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${PORT}/healthz`)).ok;
  } catch {
    return false;
  }
}

/** Starts START_COMMAND in its own process group; resolves with the seconds until /healthz answered and the CPU seconds its processes used. */
async function start(): Promise<{ child: ChildProcess; seconds: number; cpuSeconds: number }> {
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
  const seconds = (performance.now() - began) / 1000;
  return { child, seconds, cpuSeconds: descendantsCpuSeconds(child.pid!) };
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((r) => child.once('exit', r));
  process.kill(-child.pid!, 'SIGTERM');
  await exited;
  while (await healthy()) await new Promise((r) => setTimeout(r, 50));
}

/** The processes at and below `pid`, from /proc. */
function processTree(pid: number): number[] {
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
  return [...parentOf.keys()].filter(inTree);
}

/**
 * CPU seconds used by `pid` and every process below it: each living process's own time plus
 * that of its children that ended (the build check), from /proc/<pid>/stat (clock ticks of 1/100 s).
 */
function descendantsCpuSeconds(pid: number): number {
  let ticks = 0;
  for (const p of processTree(pid)) {
    try {
      const stat = readFileSync(`/proc/${p}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // utime, stime, cutime, cstime: fields 14–17 of stat, 12–15 after the command.
      ticks += fields.slice(11, 15).reduce((sum, field) => sum + Number(field), 0);
    } catch {
      // gone meanwhile
    }
  }
  return ticks / 100;
}

/** Resident kB of every process below `pid` (the npm wrappers and the server), from /proc. */
function descendantsRss(pid: number): { pid: number; command: string; rssKb: number }[] {
  return processTree(pid).map((p) => {
    const status = readFileSync(`/proc/${p}/status`, 'utf8');
    const command = readFileSync(`/proc/${p}/cmdline`, 'utf8').split('\0').join(' ').trim();
    return { pid: p, command, rssKb: Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) };
  });
}

const fmt = (s: number) => `${s.toFixed(2)} s`;
/** "median m, spread a–b" of the figures, formatted. */
function summary(figures: number[], format: (n: number) => string): { median: number; text: string } {
  const sorted = [...figures].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  return { median, text: `median ${format(median)} [${format(sorted[0]!)}–${format(sorted.at(-1)!)}]` };
}
console.log(`timing: ${START_COMMAND}`);
// Built before timing, so a changed source does not put a build into the first start.
spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/scripts/build-if-changed.ts'], {
  cwd: root,
  stdio: 'inherit',
});
const loadBefore = loadAverages();
try {
  const first: { seconds: number; cpuSeconds: number }[] = [];
  for (let i = 0; i < RUNS; i++) {
    freshDataDir();
    const run = await start();
    first.push(run);
    await stop(run.child);
  }
  const later: { seconds: number; cpuSeconds: number }[] = [];
  let last: ChildProcess | undefined;
  for (let i = 0; i < RUNS; i++) {
    const run = await start();
    later.push(run);
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
  const loadAfter = loadAverages();

  const verdict = (median: number, target: number) => (median <= target ? 'MET' : 'MISSED');
  for (const [name, runs, target] of [
    ['first starts (fresh data folder)', first, TARGET_FIRST_START_S],
    ['later starts (seeded data folder)', later, TARGET_LATER_START_S],
  ] as const) {
    const wall = summary(
      runs.map((r) => r.seconds),
      fmt,
    );
    const cpu = summary(
      runs.map((r) => r.cpuSeconds),
      fmt,
    );
    console.log(
      `${name} (${RUNS}): ${wall.text}  target ≤ ${target} s  ${verdict(wall.median, target)};  CPU ${cpu.text}`,
    );
  }
  // The server: the biggest process whose command names its launcher, start.mjs (decision 098), or
  // server.js (a BENCH_START_COMMAND of before it); a shell line that starts it names it too.
  const server = processes.filter((p) => /start\.mjs|server\.js/.test(p.command)).sort((a, b) => b.rssKb - a.rssKb)[0];
  if (!server) throw new Error(`no server process among: ${processes.map((p) => p.command).join('; ')}`);
  const serverMb = Math.round(server.rssKb / 1024);
  console.log(
    `idle server resident memory: ${serverMb} MB  target ≤ ${TARGET_IDLE_RSS_MB} MB  ${verdict(serverMb, TARGET_IDLE_RSS_MB)}`,
  );
  for (const p of processes)
    console.log(`  ${String(Math.round(p.rssKb / 1024)).padStart(5)} MB  ${p.command.slice(0, 100)}`);
  console.log(`load average before ${loadBefore}, after ${loadAfter}`);
  console.log('what takes it (the start-up steps repeated in one process, MB after a full GC):');
  console.log((breakdown.stdout + breakdown.stderr).replace(/^/gm, '  ').trimEnd());
} finally {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}
