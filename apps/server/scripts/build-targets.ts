/**
 * What `npm start` builds (docs/decisions/013): the web app with Vite into apps/web/dist, and the
 * server with esbuild into apps/server/dist. Each target names the sources its output depends on,
 * so a start can tell whether the last build is still good, and how to build it again.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'esbuild';
import type { SourceSet } from './source-hash';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const serverDir = join(repo, 'apps/server');
const webDir = join(repo, 'apps/web');

/** The programs bundled from apps/server/src: `node dist/<name>.js`. Add a worker entry here. */
export const SERVER_ENTRIES: Record<string, string> = {
  server: 'src/server.ts',
  seed: 'src/seed/cli.ts',
  worker: 'src/worker.ts',
};

export interface BuildTarget {
  name: 'web' | 'server';
  /** Output folder; its `.source-hash` file records the sources it was built from. */
  outDir: string;
  /** Files that must exist in outDir for the build to count as present. */
  outputs: string[];
  sources: SourceSet;
  build(): Promise<void>;
}

const notTest = (path: string) => !/\.test\.tsx?$|\/__tests__\//.test(path);
const typeScriptNotTest = (path: string) =>
  /\.ts$/.test(path) && notTest(path) && !path.startsWith('apps/server/src/test/');
const lockfileAndBuildConfig = ['package-lock.json', 'apps/server/scripts/build-targets.ts'];

/** Everything but @shop/* stays an import of node_modules: only our own code is bundled. */
const externalPackages: Plugin = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@shop/') ? undefined : { path: args.path, external: true },
    );
  },
};

export const webTarget: BuildTarget = {
  name: 'web',
  outDir: join(webDir, 'dist'),
  outputs: ['index.html', '.server/entry-server.js'],
  sources: {
    root: repo,
    paths: ['apps/web', 'packages/domain/src', ...lockfileAndBuildConfig],
    include: notTest,
    // Vite bakes VITE_* variables into the bundle (the social profile links).
    extra: Object.entries(process.env)
      .filter(([key]) => key.startsWith('VITE_'))
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, value]) => `${key}=${value}`)
      .join('\n'),
  },
  async build() {
    const { build } = await import('vite');
    // The browser build empties dist/, so it goes first; then the server render (decision 024).
    await build({ root: webDir, logLevel: 'warn' });
    await build({ root: webDir, logLevel: 'warn', build: { ssr: 'src/entry-server.tsx' } });
  },
};

export const serverTarget: BuildTarget = {
  name: 'server',
  outDir: join(serverDir, 'dist'),
  outputs: Object.keys(SERVER_ENTRIES).map((name) => `${name}.js`),
  sources: {
    root: repo,
    paths: ['apps/server/src', 'apps/server/package.json', 'packages/domain/src', ...lockfileAndBuildConfig],
    include: (path) => typeScriptNotTest(path) || path.endsWith('package.json') || path.endsWith('package-lock.json'),
  },
  async build() {
    const esbuild = await import('esbuild');
    rmSync(join(serverDir, 'dist'), { recursive: true, force: true });
    await esbuild.build({
      absWorkingDir: serverDir,
      entryPoints: SERVER_ENTRIES,
      outdir: 'dist',
      bundle: true,
      // Shared code goes into chunks beside the entries: dist/ must stay flat (src/server-files.ts).
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node20.19',
      sourcemap: true,
      logLevel: 'warning',
      plugins: [externalPackages],
    });
  },
};
