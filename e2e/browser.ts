/**
 * Which Chromium the browser tests drive: CHROMIUM_PATH when set (e.g. Debian's
 * /usr/bin/chromium), otherwise the build the npm package @sparticuz/chromium ships, so
 * `npm install` alone brings everything the tests need. Nothing is downloaded.
 */
import chromium from '@sparticuz/chromium';

// Built for one-page Lambda runs: a single process dies with the first closed context.
const DROPPED_FLAGS = new Set(['--single-process']);
const QUIET_FLAGS = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export async function chromiumLaunchOptions(): Promise<{ executablePath: string; args: string[] }> {
  if (process.env.CHROMIUM_PATH) {
    return { executablePath: process.env.CHROMIUM_PATH, args: ['--no-sandbox', '--disable-gpu', ...QUIET_FLAGS] };
  }
  return {
    executablePath: await chromium.executablePath(),
    args: [...chromium.args.filter((flag) => !DROPPED_FLAGS.has(flag)), ...QUIET_FLAGS],
  };
}
