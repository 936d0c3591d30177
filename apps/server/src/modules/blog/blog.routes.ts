/**
 * Blog routes (storefront spec §7 blog calls; admin spec §7 blog calls; issue 30). Declared in
 * blog.contract.ts; thin here: who may call, call the service, reply. Any staff member manages
 * posts (admin spec §6 shows no role check for the blog); the storefront's two calls are open
 * and rate-limited (plugins/rate-limit.rules.ts).
 */
import { blogContract as calls } from '@shop/domain/blog/blog.contract';
import { BLOG_CREATED, BLOG_DELETED, BLOG_UPDATED } from '@shop/domain/blog/blog.rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route';
import { HTTP_CACHE } from '../../lib/http-cache';
import { readMultipartForm } from '../../lib/multipart-form';
import { success } from '../../lib/reply';
import { MAX_IMAGE_BYTES } from '../media/media.service';
import * as blog from './blog.service';

const UPLOAD_LIMITS = { files: 1, fileBytes: MAX_IMAGE_BYTES, tooManyFiles: 'Upload one image at a time.' };

export const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = { preHandler: app.requireStaff() };

  contractRoute(app, calls['GET /blog/published'], { config: { cache: HTTP_CACHE.reference } }, async (request) =>
    success(await blog.listPublished(app.db, request.query)),
  );

  contractRoute(app, calls['GET /blog/slug/:slug'], {}, async (request) => {
    const visitor = { ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '').slice(0, 300) };
    return success(
      await blog.readPublished(app.db, request.params.slug, visitor, app.config.sessionSecret, app.clock.now()),
    );
  });

  contractRoute(app, calls['POST /blog/list'], staff, async (request) =>
    success(await blog.listForStaff(app.db, request.body)),
  );

  contractRoute(app, calls['GET /blog/stats'], staff, async () => success(await blog.stats(app.db)));

  contractRoute(app, calls['POST /blog/create'], staff, async (request, reply) => {
    const post = await blog.createPost(app.db, request.staff!, request.body, app.clock.now());
    return reply.code(201).send(success({ blog: post }, BLOG_CREATED));
  });

  contractRoute(app, calls['PUT /blog/update/:id'], staff, async (request) =>
    success(
      { blog: await blog.updatePost(app.db, request.staff!, request.params.id, request.body, app.clock.now()) },
      BLOG_UPDATED,
    ),
  );

  contractRoute(app, calls['DELETE /blog/delete/:id'], staff, async (request) => {
    await blog.deletePost(app.db, request.staff!, request.params.id);
    return success({ _id: request.params.id }, BLOG_DELETED);
  });

  contractRoute(app, calls['POST /blog/upload-image'], { ...staff, config: { multipart: true } }, async (request) => {
    const form = await readMultipartForm(request, UPLOAD_LIMITS);
    const file = form.files[0];
    return success(
      await blog.uploadImage(app.db, app.mediaStore, file && { name: file.name, bytes: file.bytes }, request.staff!.id),
      'Upload successful!',
    );
  });
};
