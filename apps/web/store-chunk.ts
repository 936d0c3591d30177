/**
 * The storefront's shared chunk (decision 043). Left to itself the bundler splits the code the
 * store pages share into one chunk per set of pages that use it: some forty files of a few hundred
 * bytes each on a product page, each gzipped on its own, so none gains from what the others hold
 * (13 KB of gzip more than the same code in one file). This names one chunk, `store`, for:
 * - every module the store layout imports, statically (every storefront page loads it);
 * - every module that two or more of the home, listing and product pages import statically.
 * What the entry (main.tsx) imports stays in the entry's chunks, what one page alone uses stays in
 * that page's chunk, and what a page imports dynamically (a dialog, a section further down) still
 * loads when it is needed. The back office's code (features/admin) never joins: it must not load
 * on the storefront.
 */
import path from 'node:path';
import type { Rolldown } from 'vite';

type ChunkingContext = Parameters<Extract<Rolldown.CodeSplittingGroup['name'], (...args: never[]) => unknown>>[1];

const src = path.join(import.meta.dirname, 'src');
const ENTRY = path.join(src, 'main.tsx');
const LAYOUT = path.join(src, 'app/layouts/store-layout.tsx');
const PAGES = ['app/routes/store/home.tsx', 'features/catalog/components/listing-page.tsx', 'features/product/components/product-page.tsx'].map((file) => path.join(src, file));
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

/** The modules of the `store` chunk, worked out from the module graph. */
function storeModules(ctx: ChunkingContext): Set<string> {
  for (const file of [ENTRY, LAYOUT, ...PAGES]) {
    if (!ctx.getModuleInfo(file)) throw new Error(`store-chunk.ts: ${path.relative(src, file)} is not in the build; update the list`);
  }
  const entry = staticImports(ctx, ENTRY);
  const store = staticImports(ctx, LAYOUT);
  const uses = new Map<string, number>();
  for (const page of PAGES) for (const id of staticImports(ctx, page)) uses.set(id, (uses.get(id) ?? 0) + 1);
  for (const [id, count] of uses) if (count >= 2) store.add(id);
  for (const id of store) if (entry.has(id) || id.startsWith(ADMIN) || PAGES.includes(id)) store.delete(id);
  return store;
}

/** The code-splitting group that makes the `store` chunk (Rolldown's `output.codeSplitting.groups`). */
export function storeChunkGroup(): Rolldown.CodeSplittingGroup {
  let store: Set<string> | undefined;
  return {
    name: (id, ctx) => {
      store ??= storeModules(ctx);
      return store.has(id) ? 'store' : null;
    },
  };
}
