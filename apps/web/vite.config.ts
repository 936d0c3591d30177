import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { compression } from 'vite-plugin-compression2';

const server = process.env.SHOP_SERVER_URL ?? 'http://localhost:3000';

/**
 * sonner injects its stylesheet as an inline <style> when it loads, which the shop's
 * Content-Security-Policy (style-src 'self', decision 009) refuses. The build drops that call;
 * boot.ts imports sonner's own styles.css instead, so it ships in our stylesheet. The
 * build fails if sonner changes how it injects, rather than shipping a CSP violation.
 */
function sonnerStylesFromBundle(): Plugin {
  return {
    name: 'sonner-styles-from-bundle',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]sonner[\\/]dist[\\/]index\.m?js$/.test(id)) return undefined;
      const stripped = code.replace(/^__insertCSS\(".*"\);$/m, '');
      if (stripped === code) this.error('sonner no longer injects its CSS with __insertCSS("…"): check the CSP (decision 009)');
      return { code: stripped, map: null };
    },
  };
}

/**
 * The storefront's shared chunk (decision 043). Left to itself the bundler splits the code the
 * store pages share into one chunk per set of pages that use it: some forty files of a few hundred
 * bytes each on a product page, each gzipped on its own, so none gains from what the others hold
 * (13 KB of gzip more than the same code in one file). This names one chunk, `store`, for:
 * - every module the store layout imports, statically (every storefront page loads it);
 * - every module that two or more of the home, listing and product pages import statically.
 * What only the entry (main.tsx) imports stays in the entry's chunk, what one page alone uses stays
 * in that page's chunk, and what a page imports dynamically (a dialog, a section further down) still
 * loads when it is needed. The back office's code (features/admin) never joins: it must not load
 * on the storefront.
 */
type ChunkingContext = Parameters<Extract<Rolldown.CodeSplittingGroup['name'], (...args: never[]) => unknown>>[1];

const src = path.join(import.meta.dirname, 'src');
const LAYOUT = path.join(src, 'app/layouts/store-layout.tsx');
/** The pages whose first script counts (issue 6), each with the folder of the feature it belongs to. */
const PAGES = [
  ['app/routes/store/home.tsx', 'features/home'],
  ['features/catalog/components/listing-page.tsx', 'features/catalog'],
  ['features/product/components/product-page.tsx', 'features/product'],
].map(([file, feature]) => ({ file: path.join(src, file!), feature: `${path.join(src, feature!)}${path.sep}` }));
const ADMIN = `${path.join(src, 'features/admin')}${path.sep}`;

/** Every module `root` imports statically, itself included. */
function staticImports(ctx: ChunkingContext, root: string): Set<string> {
  const seen = new Set<string>();
  const stack = [root];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * The chunk of each module that gets one here: `store` (see above), or `page-<name>` for the page
 * and each module it imports statically that nothing else imports but that page's code and its
 * feature's (a form the page loads later, say), so the page comes in one file. The rest is left to the bundler.
 */
function chunkNames(ctx: ChunkingContext): Map<string, string> {
  for (const file of [LAYOUT, ...PAGES.map((page) => page.file)]) {
    if (!ctx.getModuleInfo(file)) throw new Error(`vite.config.ts: ${path.relative(src, file)} is not in the build; update the list`);
  }
  const store = staticImports(ctx, LAYOUT);
  const pageImports = PAGES.map((page) => staticImports(ctx, page.file));
  const uses = new Map<string, number>();
  for (const ids of pageImports) for (const id of ids) uses.set(id, (uses.get(id) ?? 0) + 1);
  for (const [id, count] of uses) if (count >= 2) store.add(id);
  for (const id of store) if (id.startsWith(ADMIN) || PAGES.some((page) => page.file === id)) store.delete(id);

  const names = new Map([...store].map((id) => [id, 'store']));
  PAGES.forEach((page, index) => {
    const own = pageImports[index]!;
    const name = `page-${path.basename(page.file, '.tsx')}`;
    for (const id of own) {
      if (names.has(id) || id.startsWith(ADMIN)) continue;
      const info = ctx.getModuleInfo(id);
      const importers = [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])];
      if (id === page.file || importers.every((importer) => own.has(importer) || importer.startsWith(page.feature))) names.set(id, name);
    }
  });
  return names;
}

/**
 * The code-splitting groups (Rolldown's `output.codeSplitting.groups`) that make the `store` chunk
 * and then the page chunks. A group takes the modules its chunk's modules import as well, so the
 * store goes first: what the store and a page both use stays in the store.
 */
function storeChunkGroups(): Rolldown.CodeSplittingGroup[] {
  let names: Map<string, string> | undefined;
  const nameOf = (id: string, ctx: ChunkingContext) => (names ??= chunkNames(ctx)).get(id);
  return [
    { priority: 2, name: (id, ctx) => (nameOf(id, ctx) === 'store' ? 'store' : null) },
    { priority: 1, name: (id, ctx) => nameOf(id, ctx)?.replace(/^store$/, '') || null },
  ];
}

/**
 * The browser build (dist/), and with `--ssr` (build-targets.ts) the server render's build of
 * src/entry-server.tsx into dist/.server (docs/decisions/024): no manifest, no compressed copies,
 * packages from node_modules left as imports.
 */
export default defineConfig(({ isSsrBuild }) => ({
  // Brotli and gzip copies of every asset, served by the server as they are (no compression per request).
  plugins: [sonnerStylesFromBundle(), react(), tailwindcss(), ...(isSsrBuild ? [] : [compression({ algorithms: ['gzip', 'brotliCompress'], exclude: [/\.map$/] })])],
  server: {
    port: 5173,
    proxy: { '/api': server, '/media': server, '/sandbox': server },
  },
  // The manifest (dist/.vite/manifest.json) names each page's chunks: the server preloads them with the page (decision 021).
  build: isSsrBuild ? {
        target: 'node20',
        sourcemap: true,
        outDir: 'dist/.server',
        emptyOutDir: true,
        copyPublicDir: false,
        // One file: the server re-imports it after a rebuild under a new URL, and chunks importing
        // the entry back would get a second copy of it (two React contexts).
        rollupOptions: { output: { codeSplitting: false } },
      } : {
        target: 'es2022',
        sourcemap: true,
        manifest: true,
        // Every browser the shop supports has modulepreload: no polyfill in the first script.
        modulePreload: { polyfill: false },
        // The code the store pages share in one chunk, not forty small ones (storeChunkGroup above).
        rollupOptions: { output: { codeSplitting: { groups: storeChunkGroups() } } },
      },
}));
