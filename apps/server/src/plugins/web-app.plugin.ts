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
 * path or product) before it is sent. For the public pages it marks, their bodies are
 * rendered on the server by the web build's entry-server.js (dist/.server, docs/decisions/024)
 * and streamed into the root, followed by the data the browser hydrates with; when that render
 * fails or takes too long, the page goes out as the client-rendered shell, never a hang.
 * Rendered pages carry the Cache-Control `cachePolicyOf` gives them (public with an ETag, 304 on a
 * match; docs/decisions/085) or `private, no-store`: the shopper's and staff's pages, 404s, and
 * every page to a visitor who carries a session.
 */
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, normalize } from 'node:path';
import { PassThrough } from 'node:stream';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import {
  SSR_DATA_ELEMENT_ID,
  type RenderStorePage,
  type ServerRender,
  type StoreDataPort,
} from '@shop/domain/seo/server-render.contract';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { etagMatches, PRIVATE_NO_STORE, publicCacheControl, weakEtag, type CachePolicy } from '../lib/http-cache';
import { WEB_DIST_DIR } from '../server-files';
import { carriesSession } from './http-cache.plugin';
import type { CachedPage, PageCache } from './page.cache';
import { pageScriptsOf, type PageScripts } from './web-manifest.config';

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
export type RenderPage = (
  url: string,
  indexHtml: string,
  pageScripts: PageScripts,
) => Promise<{ status: number; html: string; serverRender?: boolean; storeData?: StoreDataPort }>;

/** The empty root of the built index.html; the server render streams in after its opening tag. */
const EMPTY_ROOT = '<div id="root"></div>';
const ROOT_OPEN = '<div id="root">';
/** How long the page's data and React's shell may take before the shell goes out client-rendered. */
export const SSR_SHELL_TIMEOUT_MS = 5_000;
/** How long the rest of the stream may take; then React stops and the browser renders what is left. */
const SSR_STREAM_TIMEOUT_MS = 10_000;

/** The server render's module, re-imported when its file changes (a rebuild). */
let entryCache: { file: string; mtimeMs: number; entry: Promise<{ render: RenderStorePage }> } | undefined;

function serverEntry(webDist: string): Promise<{ render: RenderStorePage }> | undefined {
  const file = join(webDist, '.server', 'entry-server.js');
  if (!existsSync(file)) return undefined;
  const { mtimeMs } = statSync(file);
  if (entryCache?.file !== file || entryCache.mtimeMs !== mtimeMs) {
    entryCache = {
      file,
      mtimeMs,
      entry: import(`${pathToFileURL(file).href}?v=${mtimeMs}`) as Promise<{ render: RenderStorePage }>,
    };
  }
  return entryCache.entry;
}

/** `work`, or a rejection after `ms`. */
function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * The page's body rendered on the server into `shell` (index.html with the page's head): the
 * reply's status and its streamed HTML, and with `keepWhole` the whole page once streamed (for
 * the page cache); undefined when the render failed or timed out (logged), and the shell is to
 * be sent as it is.
 */
async function serverRendered(
  webDist: string,
  url: string,
  shell: { status: number; html: string },
  port: StoreDataPort,
  log: FastifyBaseLogger,
  shellTimeoutMs: number,
  keepWhole: boolean,
): Promise<RenderedBody | undefined> {
  const at = shell.html.indexOf(EMPTY_ROOT);
  const entry = serverEntry(webDist);
  if (at < 0 || !entry) return undefined;
  let render: ServerRender | undefined;
  try {
    const started = within(
      entry.then((module) => module.render(url, port)),
      shellTimeoutMs,
    );
    render = await started;
    if (!render) return undefined;
    await within(render.ready, shellTimeoutMs);
  } catch (error) {
    render?.abort();
    log.error({ err: error, url }, 'server render failed: the page is sent for the browser to render');
    return undefined;
  }
  const body = new PassThrough();
  const react = new PassThrough();
  let aborted = false;
  const stop = setTimeout(() => {
    aborted = true;
    render.abort();
  }, SSR_STREAM_TIMEOUT_MS);
  const head = shell.html.slice(0, at) + ROOT_OPEN;
  const tail = `</div><script type="application/json" id="${SSR_DATA_ELEMENT_ID}">${render.dataJson}</script>${shell.html.slice(at + EMPTY_ROOT.length)}`;
  const chunks: Buffer[] = [];
  body.write(head);
  // React writes hundreds of small pieces; passed on one by one, each costs a compression call.
  // They go on together, once per turn of the event loop, still streamed as React renders.
  let pending: Buffer[] = [];
  const flush = () => {
    if (pending.length > 0) body.write(Buffer.concat(pending));
    pending = [];
  };
  react.on('data', (chunk: Buffer) => {
    if (pending.length === 0) setImmediate(flush);
    pending.push(chunk);
    if (keepWhole) chunks.push(chunk);
  });
  const whole = new Promise<string | undefined>((resolve) => {
    react.on('end', () => {
      clearTimeout(stop);
      flush();
      body.end(tail);
      // The whole page, for the page cache; not one React gave up on.
      resolve(aborted || !keepWhole ? undefined : head + Buffer.concat(chunks).toString('utf8') + tail);
    });
    react.on('error', () => resolve(undefined));
  });
  render.pipe(react);
  let etag: string | undefined;
  return {
    // An unknown path or product stays 404 whatever the render says.
    status: shell.status === 200 ? render.status : shell.status,
    body,
    whole,
    // The body is React's render of the data the browser hydrates with: the same shell and data, the
    // same page. Hashed when first asked (a public page, or one kept): a private page never is.
    get etag() {
      return (etag ??= weakEtag(url, head, tail));
    },
    cancel: () => {
      clearTimeout(stop);
      aborted = true;
      render.abort();
      react.destroy();
      body.destroy();
    },
  };
}

/** A page rendered on the server: its status, its streamed body, the whole page once streamed (when kept), its ETag. */
interface RenderedBody {
  status: number;
  body: PassThrough;
  whole: Promise<string | undefined>;
  readonly etag: string;
  /** Stops the render and drops its stream (the page is not sent: a 304). */
  cancel: () => void;
}

/** index.html as last read, re-read when its modification time changes (a rebuild). */
let indexCache: { file: string; mtimeMs: number; html: string } | undefined;

async function readIndexHtml(file: string): Promise<string> {
  const { mtimeMs } = statSync(file);
  if (indexCache?.file !== file || indexCache.mtimeMs !== mtimeMs)
    indexCache = { file, mtimeMs, html: await readFile(file, 'utf8') };
  return indexCache.html;
}

/**
 * Registers /media, /assets and the SPA fallback. `webDist` is the built app (apps/web/dist by
 * default); `renderPage` fills in each page's head, else index.html is sent as built; pages it
 * marks `serverRender` get their body from the server render, reading through the `storeData` it
 * gives, which has `ssrShellTimeoutMs` (5 s unless a test passes less) to reach its shell.
 */
export async function registerWebApp(
  app: FastifyInstance,
  options: {
    uploadsDir: string;
    webDist?: string;
    renderPage?: RenderPage;
    ssrShellTimeoutMs?: number;
    pageCache?: { cache: PageCache; keyOf: (url: string) => string | undefined };
    /** How long a CDN may keep the page at a URL (path and query); undefined for a page that is never public. */
    cachePolicyOf?: (url: string) => CachePolicy | undefined;
  },
): Promise<void> {
  const webDist = options.webDist ?? WEB_DIST_DIR;
  const pageScripts = pageScriptsOf(webDist);
  await registerImmutableFiles(app, options.uploadsDir, webDist);

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const path = decodedPath(request.url);
    if (path === undefined)
      return reply.status(400).send({ status: 'Error', code: 'BAD_REQUEST', message: 'Malformed URL' });
    if (NOT_SPA.test(path))
      return reply.status(404).send({ status: 'Error', code: 'NOT_FOUND', message: `No route for GET ${path}` });
    if (path !== '/' && isFileIn(webDist, path))
      return reply.header('cache-control', UNHASHED_CACHE_CONTROL).sendFile(path, webDist, UNHASHED_SEND_OPTIONS);
    if (/\.[a-z0-9]+$/i.test(path))
      return reply.status(404).send({ status: 'Error', code: 'NOT_FOUND', message: `No file ${path}` });
    if (!existsSync(join(webDist, 'index.html'))) {
      return reply
        .type('text/plain')
        .send('The web app is not built yet. Run `npm run build` (npm start does it for you).');
    }
    if (!options.renderPage)
      return reply
        .header('cache-control', UNHASHED_CACHE_CONTROL)
        .sendFile('index.html', webDist, UNHASHED_SEND_OPTIONS);
    const indexHtml = await readIndexHtml(join(webDist, 'index.html'));
    // Keyed by the build too: a rebuild's pages name other asset files.
    const appKey = options.pageCache?.keyOf(request.url);
    const cacheKey = appKey === undefined ? undefined : `${indexCache?.mtimeMs}:${appKey}`;
    const cached = cacheKey === undefined ? undefined : options.pageCache?.cache.get(cacheKey);
    // A public page may be kept by a CDN; never one sent to a signed-in visitor (decision 085).
    const policy = carriesSession(request) ? undefined : options.cachePolicyOf?.(request.url);
    if (cached) return sendKeptPage(request, reply, cached, policy);
    const page = await options.renderPage(request.url, indexHtml, pageScripts);
    const rendered =
      page.serverRender && page.storeData
        ? await serverRendered(
            webDist,
            request.url,
            page,
            page.storeData,
            request.log,
            options.ssrShellTimeoutMs ?? SSR_SHELL_TIMEOUT_MS,
            cacheKey !== undefined,
          )
        : undefined;
    if (rendered && cacheKey !== undefined && rendered.status === 200) {
      void rendered.whole.then(
        (html) =>
          html !== undefined &&
          options.pageCache?.cache.set(cacheKey, { status: rendered.status, html, etag: rendered.etag }),
      );
    }
    const status = rendered?.status ?? page.status;
    if (setCacheHeaders(request, reply, status, policy, () => rendered?.etag ?? weakEtag(request.url, page.html))) {
      rendered?.cancel();
      return reply.status(304).send();
    }
    return sendPage(reply, status, rendered?.body ?? page.html);
  });
}

/** /media (the media store's files) and /assets (the build's hashed files): a year, immutable. */
async function registerImmutableFiles(app: FastifyInstance, uploadsDir: string, webDist: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/media/',
    decorateReply: false,
    maxAge: '365d',
    immutable: true,
  });
  await app.register(fastifyStatic, {
    root: join(webDist, 'assets'),
    prefix: '/assets/',
    maxAge: '365d',
    immutable: true,
    // Never revalidated (immutable, hashed names): a validator would only add bytes to each file,
    // and no script or stylesheet is fetched in parts, so neither is Accept-Ranges.
    etag: false,
    lastModified: false,
    acceptRanges: false,
    // The web build writes .br and .gz copies; send those to browsers that accept them.
    preCompressed: true,
  });
}

/** Sends a page from the page cache: 304 when the browser or CDN has it, else brotli as kept or the HTML. */
function sendKeptPage(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: CachedPage,
  policy: CachePolicy | undefined,
): FastifyReply {
  if (setCacheHeaders(request, reply, cached.status, policy, () => cached.etag ?? weakEtag(request.url, cached.html)))
    return reply.status(304).send();
  // Compressed when it was kept; the compression plugin leaves an encoded reply as it is.
  if (cached.br && /\bbr\b/.test(request.headers['accept-encoding'] ?? ''))
    return sendPage(reply.header('content-encoding', 'br').header('vary', 'accept-encoding'), cached.status, cached.br);
  return sendPage(reply, cached.status, cached.html);
}

/**
 * Sets a page's Cache-Control: public under `policy` with its ETag (`etagOf`, hashed only then) for
 * a 200 page, `private, no-store` otherwise (the shopper's own pages, staff's, 404s, any page to a
 * signed-in visitor). True when the request's If-None-Match names that ETag: the page is to be
 * answered 304.
 */
function setCacheHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  policy: CachePolicy | undefined,
  etagOf: () => string,
): boolean {
  if (!policy || status !== 200) {
    reply.header('cache-control', PRIVATE_NO_STORE);
    return false;
  }
  const etag = etagOf();
  reply.header('cache-control', publicCacheControl(policy)).header('etag', etag);
  return etagMatches(request.headers['if-none-match'], etag);
}

function sendPage(reply: FastifyReply, status: number, body: string | Buffer | PassThrough) {
  return reply.status(status).type('text/html; charset=utf-8').send(body);
}
