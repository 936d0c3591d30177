/**
 * `npm start` (README; issue 31 target 5, decision 098): the shop in one Node process when there
 * is nothing to build. Asks the bundled stat check (dist/start-check.js, no tsx, no file read)
 * whether the build is current; when it is not, or nothing is built yet (a fresh clone), runs
 * build-if-changed.ts with tsx first, in a process of its own, and stops if that fails. Then it
 * imports dist/server.js, which starts the shop in this process. With SERVER_PROCESSES > 1 the
 * server's processes run this file too (node:cluster forks process.argv[1]) and find the build
 * current. Plain JavaScript: it must run before anything is built.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const dist = new URL('../dist/', import.meta.url);

/** The stat check's answer; false when there is no build (the import fails) or the check fails. */
async function buildIsCurrent() {
  try {
    return (await import(new URL('start-check.js', dist).href)).buildIsCurrent() === true;
  } catch {
    return false;
  }
}

if (!(await buildIsCurrent())) {
  const build = spawnSync(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('build-if-changed.ts', import.meta.url))],
    { stdio: 'inherit' },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import(new URL('server.js', dist).href);
