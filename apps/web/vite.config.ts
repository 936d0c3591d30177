import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { storeChunkGroup } from './store-chunk.ts';

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
        // The code the store pages share in one chunk, not forty small ones (store-chunk.ts).
        rollupOptions: { output: { codeSplitting: { groups: [storeChunkGroup()] } } },
      },
}));
