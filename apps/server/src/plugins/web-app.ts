/**
 * Serves the built React app (apps/web/dist) and the media store (DATA_DIR/uploads at /media).
 * Any GET that is not an API, media or asset path gets index.html, so the SPA's routes load
 * directly. When the web app has not been built, / says how to build it.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const webDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));
const NOT_SPA = /^\/(api|media|sandbox|healthz)(\/|$)/;

export async function registerWebApp(app: FastifyInstance, options: { uploadsDir: string }): Promise<void> {
  await app.register(fastifyStatic, { root: options.uploadsDir, prefix: '/media/', decorateReply: false, maxAge: '1d' });

  const hasWeb = existsSync(join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      setHeaders: (reply, path) => {
        if (path.includes(`${join('dist', 'assets')}`)) reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (NOT_SPA.test(path) || /\.[a-z0-9]+$/i.test(path)) {
      return reply.status(404).send({ status: 'Error', message: `No route for GET ${path}` });
    }
    if (!hasWeb) {
      return reply.type('text/plain').send('The web app is not built yet. Run `npm run build` (npm start does it for you).');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html', webDist);
  });
}
