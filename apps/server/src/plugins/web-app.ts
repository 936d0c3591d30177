/**
 * Serves the built React app (apps/web/dist) and the media store (DATA_DIR/uploads at /media).
 * Hashed assets under /assets are cached for a year; any other GET that is not an API, media or
 * sandbox path gets a file from dist if one exists (favicon), else index.html, so the SPA's routes
 * load directly. Files are looked up per request, so a rebuild needs no restart.
 */
import { existsSync, statSync } from 'node:fs';
import { join, normalize } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { WEB_DIST_DIR as webDist } from '../server-files';

const NOT_SPA = /^\/(api|media|sandbox|healthz|assets)(\/|$)/;

function isFileIn(root: string, path: string): boolean {
  const full = normalize(join(root, path));
  // Dotfiles in dist are build metadata (the source hash of docs/decisions/013), never content.
  return !/(^|\/)\./.test(path) && full.startsWith(root) && existsSync(full) && statSync(full).isFile();
}

export async function registerWebApp(app: FastifyInstance, options: { uploadsDir: string }): Promise<void> {
  await app.register(fastifyStatic, { root: options.uploadsDir, prefix: '/media/', decorateReply: false, maxAge: '1d' });
  await app.register(fastifyStatic, {
    root: join(webDist, 'assets'),
    prefix: '/assets/',
    maxAge: '365d',
    immutable: true,
    // The web build writes .br and .gz copies; send those to browsers that accept them.
    preCompressed: true,
  });

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const path = decodeURIComponent(request.url.split('?')[0] ?? '/');
    if (NOT_SPA.test(path)) return reply.status(404).send({ status: 'Error', message: `No route for GET ${path}` });
    if (path !== '/' && isFileIn(webDist, path)) return reply.sendFile(path, webDist);
    if (/\.[a-z0-9]+$/i.test(path)) return reply.status(404).send({ status: 'Error', message: `No file ${path}` });
    if (!existsSync(join(webDist, 'index.html'))) {
      return reply.type('text/plain').send('The web app is not built yet. Run `npm run build` (npm start does it for you).');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html', webDist);
  });
}
