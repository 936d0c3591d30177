/**
 * Which Chromium the browser tests drive: CHROMIUM_PATH when set (e.g. Debian's
 * /usr/bin/chromium), otherwise the build the npm package @sparticuz/chromium ships, so
 * `npm install` alone brings everything the tests need. Nothing is downloaded.
 */
import chromium from '@sparticuz/chromium';

// Built for one-page Lambda runs: a single process dies with the first closed context. Its GPU
// flags draw every frame through SwiftShader, software OpenGL: --disable-gpu's plain software
// drawing costs the browser tests about 40 % less CPU (decision 069). No test reads WebGL.
const DROPPED_FLAGS = new Set([
  '--single-process',
  '--use-gl=angle',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--in-process-gpu',
  '--ignore-gpu-blocklist',
]);
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
    args: [...chromium.args.filter((flag) => !DROPPED_FLAGS.has(flag)), '--disable-gpu', ...QUIET_FLAGS],
  };
}
