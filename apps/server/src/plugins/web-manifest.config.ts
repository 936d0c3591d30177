/**
 * Reads the web build's manifest (apps/web/dist/.vite/manifest.json, written by Vite) to name the
 * script chunks a page needs, so the page's HTML can ask for them together with the entry script
 * instead of after it has run (decision 021). Cached by modification time, like index.html.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { PageScripts } from '../modules/seo/seo.service';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

export type { PageScripts } from '../modules/seo/seo.service';

/** One build's manifest, with what its entry scripts load and the answers given so far. */
interface Loaded {
  file: string;
  mtimeMs: number;
  manifest: Manifest;
  loadedByEntry: Set<string>;
  scriptsOf: Map<string, string[]>;
}

let cache: Loaded | undefined;

function readManifest(webDist: string): Loaded | undefined {
  const file = join(webDist, '.vite', 'manifest.json');
  if (!existsSync(file)) return undefined;
  const { mtimeMs } = statSync(file);
  if (cache?.file !== file || cache.mtimeMs !== mtimeMs) {
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
    // The entry (apps/web/src/boot.ts) always imports the app (main.tsx), and Vite preloads the app's chunks with it.
    const entries = Object.keys(manifest)
      .filter((key) => manifest[key]!.isEntry)
      .flatMap((key) => [key, ...(manifest[key]!.dynamicImports ?? [])]);
    cache = { file, mtimeMs, manifest, loadedByEntry: withImports(manifest, entries), scriptsOf: new Map() };
  }
  return cache;
}

/** The manifest keys of `keys` and of every chunk they import, statically, transitively. */
function withImports(manifest: Manifest, keys: string[], into = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (into.has(key) || !manifest[key]) continue;
    into.add(key);
    withImports(manifest, manifest[key].imports ?? [], into);
  }
  return into;
}

/**
 * A PageScripts for the build in `webDist`; names nothing when there is no manifest (an old or
 * test build). Each page's answer is worked out once per build, not on every request.
 */
export function pageScriptsOf(webDist: string): PageScripts {
  return (sources) => {
    const loaded = readManifest(webDist);
    if (!loaded) return [];
    const key = sources.join('\n');
    let scripts = loaded.scriptsOf.get(key);
    if (!scripts) {
      const { manifest, loadedByEntry } = loaded;
      scripts = [...withImports(manifest, sources)]
        .filter((chunk) => !loadedByEntry.has(chunk))
        .map((chunk) => `/${manifest[chunk]!.file}`);
      loaded.scriptsOf.set(key, scripts);
    }
    return scripts;
  };
}
