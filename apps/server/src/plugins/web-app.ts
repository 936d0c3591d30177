/**
 * Serves the built React app (apps/web/dist) and the media store (DATA_DIR/uploads at /media).
 * Hashed assets under /assets are cached for a year, immutable; so are media files, because a
 * file in the media store is never rewritten under its name (the seed draws each product's
 * picture once, named by SKU; a new picture gets a new name). Any other GET that is not an API,
 * media or sandbox path gets a file from dist if one exists (favicon), else index.html, so the
 * SPA's routes load directly. Those are sent `Cache-Control: no-cache` (revalidated with their
 * ETag every time): after a deploy a browser must fetch the index.html that names the new asset
 * files. Files are looked up per request, so a rebuild needs no restart. With `renderPage`
 * (modules/seo) index.html gets each page's <head> and the page's status (404 for an unknown
 * path or product) before it is sent.
 */
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, normalize } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { WEB_DIST_DIR } from '../server-files';
import { pageScriptsOf, type PageScripts } from './web-manifest';

const NOT_SPA = /^\/(api|media|sandbox|healthz|assets|dev)(\/|$)/;
/** Files outside /assets have no hash in their name: the browser revalidates them each time. */
export const UNHASHED_CACHE_CONTROL = 'no-cache';
// sendFile inside the wildcard route would otherwise use the /assets registration's options
// (a year, immutable), the last @fastify/static registered on this instance.
const UNHASHED_SEND_OPTIONS = { cacheControl: false } as const;

function isFileIn(root: string, path: string): boolean {
  const full = normalize(join(root, path));
  // Dotfiles in dist are build metadata (the source hash of docs/decisions/013), never content.
  return !/(^|\/)\./.test(path) && full.startsWith(root) && existsSync(full) && statSync(full).isFile();
}

/** The URL's path, percent-decoded; undefined when its escapes are malformed. */
function decodedPath(url: string): string | undefined {
  try {
    return decodeURIComponent(url.split('?')[0] ?? '/');
  } catch {
    return undefined;
  }
}

/**
 * Renders the SPA page at `url` (path and query) from the built index.html: its HTML and HTTP
 * status. `pageScripts` names the chunks of given web sources, for the page to preload.
 */
export type RenderPage = (url: string, indexHtml: string, pageScripts: PageScripts) => Promise<{ status: number; html: string }>;

/** index.html as last read, re-read when its modification time changes (a rebuild). */
let indexCache: { file: string; mtimeMs: number; html: string } | undefined;

async function readIndexHtml(file: string): Promise<string> {
  const { mtimeMs } = statSync(file);
  if (indexCache?.file !== file || indexCache.mtimeMs !== mtimeMs) indexCache = { file, mtimeMs, html: await readFile(file, 'utf8') };
  return indexCache.html;
}

/**
 * Registers /media, /assets and the SPA fallback. `webDist` is the built app (apps/web/dist by
 * default); `renderPage` fills in each page's head, else index.html is sent as built.
 */
export async function registerWebApp(app: FastifyInstance, options: { uploadsDir: string; webDist?: string; renderPage?: RenderPage }): Promise<void> {
  const webDist = options.webDist ?? WEB_DIST_DIR;
  const pageScripts = pageScriptsOf(webDist);
  await app.register(fastifyStatic, { root: options.uploadsDir, prefix: '/media/', decorateReply: false, maxAge: '365d', immutable: true });
  await app.register(fastifyStatic, {
    root: join(webDist, 'assets'),
    prefix: '/assets/',
    maxAge: '365d',
    immutable: true,
    // The web build writes .br and .gz copies; send those to browsers that accept them.
    preCompressed: true,
  });

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const path = decodedPath(request.url);
    if (path === undefined) return reply.status(400).send({ status: 'Error', message: 'Malformed URL' });
    if (NOT_SPA.test(path)) return reply.status(404).send({ status: 'Error', message: `No route for GET ${path}` });
    if (path !== '/' && isFileIn(webDist, path)) return reply.header('cache-control', UNHASHED_CACHE_CONTROL).sendFile(path, webDist, UNHASHED_SEND_OPTIONS);
    if (/\.[a-z0-9]+$/i.test(path)) return reply.status(404).send({ status: 'Error', message: `No file ${path}` });
    if (!existsSync(join(webDist, 'index.html'))) {
      return reply.type('text/plain').send('The web app is not built yet. Run `npm run build` (npm start does it for you).');
    }
    if (!options.renderPage) return reply.header('cache-control', UNHASHED_CACHE_CONTROL).sendFile('index.html', webDist, UNHASHED_SEND_OPTIONS);
    const page = await options.renderPage(request.url, await readIndexHtml(join(webDist, 'index.html')), pageScripts);
    return reply.status(page.status).header('cache-control', UNHASHED_CACHE_CONTROL).type('text/html; charset=utf-8').send(page.html);
  });
}
