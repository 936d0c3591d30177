/**
 * What `npm start` builds (docs/decisions/013): the web app with Vite into apps/web/dist, the
 * server with esbuild into apps/server/dist, and the starter database that a fresh DATA_DIR copies
 * (docs/decisions/081) into apps/server/dist-starter. Each target names the sources its output depends on,
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

/** The programs bundled from apps/server: `node dist/<name>.js`. Add a worker entry here. */
export const SERVER_ENTRIES: Record<string, string> = {
  server: 'src/server.ts',
  seed: 'src/seed/cli.ts',
  worker: 'src/worker.ts',
  backup: 'src/backup/backup-cli.ts',
  restore: 'src/backup/restore-cli.ts',
  // npm start's fast path on plain Node (start-check.ts).
  'start-check': 'scripts/start-check.ts',
};

export interface BuildTarget {
  name: 'web' | 'server' | 'database';
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
    paths: [
      'apps/server/src',
      'apps/server/scripts',
      'apps/server/package.json',
      'packages/domain/src',
      ...lockfileAndBuildConfig,
    ],
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

/**
 * The starter database: a PGlite data folder, migrated and seeded by the sources (the seed, the
 * schema and migrations, what they import), in dist-starter/pgdata. Built by the seed's own
 * TypeScript in this process, ~10 s of CPU, and only when those sources change.
 */
export const databaseTarget: BuildTarget = {
  name: 'database',
  outDir: join(serverDir, 'dist-starter'),
  outputs: ['pgdata/PG_VERSION'],
  sources: {
    root: repo,
    paths: [
      'apps/server/src/db',
      'apps/server/src/seed',
      'apps/server/src/lib',
      'apps/server/src/server-files.ts',
      'packages/domain/src',
      ...lockfileAndBuildConfig,
    ],
    include: notTest,
  },
  async build() {
    const { writeStarterDatabase } = await import('../src/seed/starter-database');
    await writeStarterDatabase(join(serverDir, 'dist-starter/pgdata'));
  },
};

/** Every target, in the order a start builds them (the web build first: it empties apps/web/dist). */
export const BUILD_TARGETS: BuildTarget[] = [webTarget, serverTarget, databaseTarget];
