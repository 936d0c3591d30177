import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverRequire } from '../src/server-files';
import { bundleServer, EXTERNAL_PACKAGES } from './build-targets';

// The server bundle (docs/decisions/013, 095): what `npm start` runs.
describe('bundleServer', () => {
  let outdir: string;
  let code: string;
  beforeAll(async () => {
    outdir = mkdtempSync(join(tmpdir(), 'shop-bundle-'));
    await bundleServer(outdir);
    code = readdirSync(outdir)
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(join(outdir, file), 'utf8'))
      .join('\n');
  }, 60_000);
  afterAll(() => rmSync(outdir, { recursive: true, force: true }));

  it('writes every entry beside its chunks, in one flat folder', () => {
    const files = readdirSync(outdir);
    for (const entry of ['server', 'seed', 'worker', 'backup', 'restore', 'start-check'])
      expect(files).toContain(`${entry}.js`);
    expect(files.every((file) => !file.includes('/'))).toBe(true);
  });

  it('leaves PGlite, sharp and the other packages that read their own files as imports of node_modules', () => {
    expect(code).toMatch(/from "@electric-sql\/pglite"/);
    expect(code).toMatch(/import\("sharp"\)/);
    expect(code).toMatch(/import\("pdfkit"\)/);
    // PGlite's WebAssembly would be looked for beside the bundle if its code were inlined.
    expect(code).not.toContain('pglite.wasm');
  });

  it('bundles Fastify, Drizzle and zod instead of loading their files one by one', () => {
    expect(code).not.toMatch(/from "(fastify|drizzle-orm|zod)(\/[^"]*)?"/);
    expect(code).toContain('node_modules/fastify/fastify.js');
    expect(code).toContain('node_modules/drizzle-orm/');
  });

  it('writes no chunk that only a dynamic import of CommonJS reaches (its named exports would be lost)', () => {
    // esbuild issue 3245: with splitting, `await import('cookie')` of a bundled CommonJS module
    // becomes a chunk that exports only `default`; the package must then be in EXTERNAL_PACKAGES.
    const lost = readdirSync(outdir)
      .filter((file) => file.endsWith('.js'))
      .filter((file) => /^export default require_\w+\(\);$/m.test(readFileSync(join(outdir, file), 'utf8')));
    expect(lost).toEqual([]);
  });

  it('defines require and __dirname in every file, for the bundled CommonJS', () => {
    for (const file of readdirSync(outdir).filter((name) => name.endsWith('.js')))
      expect(readFileSync(join(outdir, file), 'utf8')).toMatch(/^import \{ createRequire .*const __dirname = /);
  });
});

describe('EXTERNAL_PACKAGES', () => {
  it('names only packages the server can load, so a misspelt name cannot bundle what must stay apart', () => {
    const lookup = serverRequire.resolve.paths('') ?? [];
    for (const name of EXTERNAL_PACKAGES)
      expect(
        lookup.some((folder) => existsSync(join(folder, name, 'package.json'))),
        name,
      ).toBe(true);
  });
});
