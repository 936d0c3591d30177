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
      if (stripped === code)
        this.error('sonner no longer injects its CSS with __insertCSS("…"): check the CSP (decision 009)');
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
 * - every module that two or more of the home, listing and product pages import statically;
 * - every module the app's entry (main.tsx) imports statically that a later chunk imports too.
 * What only the entry (main.tsx) imports stays in the entry's chunk, what one page alone uses stays
 * in that page's chunk, and what a page imports dynamically (a dialog, a section further down) still
 * loads when it is needed. The back office's code (features/admin) never joins: it must not load
 * on the storefront.
 */
type ChunkingContext = Parameters<Extract<Rolldown.CodeSplittingGroup['name'], (...args: never[]) => unknown>>[1];

const src = path.join(import.meta.dirname, 'src');
const LAYOUT = path.join(src, 'app/layouts/store-layout.tsx');
/** The pages whose first script counts (issue 6). */
const PAGES = [
  'app/routes/store/home.tsx',
  'features/catalog/components/listing-page.tsx',
  'features/product/components/product-page.tsx',
].map((file) => path.join(src, file));
const ADMIN = `${path.join(src, 'features/admin')}${path.sep}`;
/** Pages drawn in the browser whose first paint needs shared code no other page's does (firstPaintOnlyOf). */
const FIRST_PAINT_PAGES = ['features/checkout/components/checkout-page.tsx'].map((file) => path.join(src, file));
const ENTRY = path.join(src, 'main.tsx');

/** The chunk of a page's own modules: `page-<file name>`. */
const pageChunkName = (page: string) => `page-${path.basename(page, '.tsx')}`;

/** Every module `root` imports, itself included: statically only, or dynamically too. */
function imports(ctx: ChunkingContext, root: string, { dynamic = false } = {}): Set<string> {
  const seen = new Set<string>();
  const stack = [root];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const info = ctx.getModuleInfo(id);
    stack.push(...(info?.importedIds ?? []), ...(dynamic ? (info?.dynamicallyImportedIds ?? []) : []));
  }
  return seen;
}

/**
 * The modules only `page` leads to: the page, and every module it imports, statically or later,
 * that nothing else imports. A module that another page's code imports too (the cart page's
 * quantity stepper) is not one of them.
 */
function ownModules(ctx: ChunkingContext, page: string): Set<string> {
  const reachable = imports(ctx, page, { dynamic: true });
  const own = new Set([page]);
  for (let grew = true; grew;) {
    grew = false;
    for (const id of reachable) {
      if (own.has(id)) continue;
      const info = ctx.getModuleInfo(id);
      const importers = [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])];
      if (importers.length > 0 && importers.every((importer) => own.has(importer))) {
        own.add(id);
        grew = true;
      }
    }
  }
  return own;
}

/**
 * The chunk of each module that gets one here: `store` (see above), or `page-<name>` for a page
 * and the modules it imports statically that only it leads to (ownModules), so the page comes in
 * one file. The rest is left to the bundler.
 */
function chunkNames(ctx: ChunkingContext): Map<string, string> {
  for (const file of [LAYOUT, ...PAGES, ...FIRST_PAINT_PAGES]) {
    if (!ctx.getModuleInfo(file))
      throw new Error(`vite.config.ts: ${path.relative(src, file)} is not in the build; update the list`);
  }
  const store = imports(ctx, LAYOUT);
  // What the app's entry imports and a later chunk imports too (react-dom's shared part, which
  // dialogs use; the page placeholder): a chunk cannot import from the entry, so on its own each
  // would be one more small file on every page.
  const entry = imports(ctx, ENTRY);
  for (const id of entry) {
    const info = ctx.getModuleInfo(id);
    const importers = [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])];
    if (id !== ENTRY && importers.some((importer) => !entry.has(importer))) store.add(id);
  }
  const pageImports = PAGES.map((page) => imports(ctx, page));
  const uses = new Map<string, number>();
  for (const ids of pageImports) for (const id of ids) uses.set(id, (uses.get(id) ?? 0) + 1);
  for (const [id, count] of uses) if (count >= 2) store.add(id);
  for (const id of store) if (id.startsWith(ADMIN) || PAGES.includes(id)) store.delete(id);

  const names = new Map([...store].map((id) => [id, 'store']));
  PAGES.forEach((page, index) => {
    const own = ownModules(ctx, page);
    const name = pageChunkName(page);
    for (const id of pageImports[index]!) if (!names.has(id) && own.has(id)) names.set(id, name);
  });
  for (const page of FIRST_PAINT_PAGES) {
    const name = pageChunkName(page);
    for (const id of firstPaintOnlyOf(ctx, page, entry)) if (!names.has(id)) names.set(id, name);
  }
  return names;
}

/**
 * The modules `page` imports statically (what its first paint needs) that no other storefront
 * route's module imports statically: the page's own code and, beside it, shared code that only
 * other pages' later parts use (checkout's address book, which the profile's Your Addresses
 * section loads when shown). Those later parts load the page's chunk instead of a small file each.
 * React and the other packages, and the back office's code, stay out.
 */
function firstPaintOnlyOf(ctx: ChunkingContext, page: string, entry: Set<string>): Set<string> {
  const routes = new Set<string>();
  for (const id of entry)
    for (const route of ctx.getModuleInfo(id)?.dynamicallyImportedIds ?? [])
      if (route !== page && !route.startsWith(ADMIN)) routes.add(route);
  const others = new Set<string>();
  for (const route of routes) for (const id of imports(ctx, route)) others.add(id);
  const own = new Set<string>();
  for (const id of imports(ctx, page))
    if (
      !others.has(id) &&
      !entry.has(id) &&
      !id.includes(`${path.sep}node_modules${path.sep}`) &&
      !id.startsWith(ADMIN)
    )
      own.add(id);
  return own;
}

/**
 * The code-splitting groups (Rolldown's `output.codeSplitting.groups`) that make the `store` chunk
 * and then the page chunks. The store takes what its modules import as well (React Router,
 * TanStack Query, React), so it goes first: what the store and a page both use stays in the store.
 */
function storeChunkGroups(): Rolldown.CodeSplittingGroup[] {
  let names: Map<string, string> | undefined;
  const nameOf = (id: string, ctx: ChunkingContext) => (names ??= chunkNames(ctx)).get(id);
  return [
    {
      debugName: 'store',
      priority: 2,
      name: (id, ctx) => (nameOf(id, ctx) === 'store' ? 'store' : null),
    },
    // A page's chunk takes only the page's own modules: what it shares with other chunks (a
    // quantity stepper the cart page uses too) stays out, or those chunks would load the page.
    {
      debugName: 'pages',
      priority: 1,
      includeDependenciesRecursively: false,
      name: (id, ctx) => nameOf(id, ctx)?.replace(/^store$/, '') || null,
    },
  ];
}

/**
 * The browser build (dist/), and with `--ssr` (build-targets.ts) the server render's build of
 * src/entry-server.tsx into dist/.server (docs/decisions/024): no manifest, no compressed copies,
 * packages from node_modules left as imports.
 */
export default defineConfig(({ isSsrBuild }) => ({
  // Brotli and gzip copies of every asset, served by the server as they are (no compression per request).
  plugins: [
    sonnerStylesFromBundle(),
    react(),
    tailwindcss(),
    ...(isSsrBuild ? [] : [compression({ algorithms: ['gzip', 'brotliCompress'], exclude: [/\.map$/] })]),
  ],
  server: {
    port: 5173,
    proxy: { '/api': server, '/media': server, '/sandbox': server },
  },
  // The manifest (dist/.vite/manifest.json) names each page's chunks: the server preloads them with the page (decision 021).
  build: isSsrBuild
    ? {
        target: 'node20',
        sourcemap: true,
        outDir: 'dist/.server',
        emptyOutDir: true,
        copyPublicDir: false,
        // One file: the server re-imports it after a rebuild under a new URL, and chunks importing
        // the entry back would get a second copy of it (two React contexts).
        rollupOptions: { output: { codeSplitting: false } },
      }
    : {
        target: 'es2022',
        sourcemap: true,
        manifest: true,
        // Every browser the shop supports has modulepreload: no polyfill in the first script.
        modulePreload: { polyfill: false },
        // The code the store pages share in one chunk, not forty small ones (storeChunkGroup above).
        rollupOptions: { output: { codeSplitting: { groups: storeChunkGroups() } } },
      },
}));
