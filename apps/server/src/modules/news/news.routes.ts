/**
 * News routes (admin spec §7 news calls; issue 30). Declared in news.contract.ts; thin here: who
 * may call, read the form, call the service, reply. Reading is open to anyone (the home strip and
 * /news); writing is for any staff member (spec §6 puts news under no role). The forms are
 * multipart: title, subtitle, description, the lists as JSON text, the pictures in `img`.
 */
import { newsContract as calls } from '@shop/domain/news/news.contract';
import {
  MAX_NEWS_IMAGES,
  NEWS_CREATED,
  NEWS_DELETED,
  NEWS_UPDATED,
  TOO_MANY_NEWS_IMAGES,
} from '@shop/domain/news/news.rules';
import { NEWS_JSON_FIELDS, newsFields, newsUpdateFields } from '@shop/domain/news/news.schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { contractRoute } from '../../lib/contract-route';
import { HTTP_CACHE } from '../../lib/http-cache';
import { readMultipartForm } from '../../lib/multipart-form';
import { success } from '../../lib/reply';
import { MAX_IMAGE_BYTES, type UploadedFile } from '../media/media.service';
import * as news from './news.service';

const UPLOAD_LIMITS = { files: MAX_NEWS_IMAGES, fileBytes: MAX_IMAGE_BYTES, tooManyFiles: TOO_MANY_NEWS_IMAGES };

/** The form's fields checked by `schema` (400 with every problem) and its files in the order sent. */
async function readNewsForm<S extends z.ZodType>(
  request: FastifyRequest,
  schema: S,
): Promise<{ fields: z.infer<S>; files: UploadedFile[] }> {
  const form = await readMultipartForm(request, UPLOAD_LIMITS, NEWS_JSON_FIELDS);
  const parsed = schema.safeParse(form.fields);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
    throw new AppError('VALIDATION', errors[0]!.message, errors);
  }
  return { fields: parsed.data, files: form.files.map((file) => ({ name: file.name, bytes: file.bytes })) };
}

export const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = { preHandler: app.requireStaff() };
  const form = { ...staff, config: { multipart: true } };

  contractRoute(app, calls['POST /news/list'], {}, async (request) =>
    success(await news.listNews(app.db, request.body)),
  );

  contractRoute(app, calls['GET /news/:id'], { config: { cache: HTTP_CACHE.reference } }, async (request) =>
    success({ news: await news.newsById(app.db, request.params.id) }),
  );

  contractRoute(app, calls['POST /news/create'], form, async (request, reply) => {
    const { fields, files } = await readNewsForm(request, newsFields);
    const item = await news.createNews(app.db, app.mediaStore, fields, files, request.staff!.id, app.clock.now());
    return reply.status(201).send(success({ news: item }, NEWS_CREATED));
  });

  contractRoute(app, calls['POST /news/:id/update-v2'], form, async (request) => {
    const { fields, files } = await readNewsForm(request, newsUpdateFields);
    const item = await news.updateNews(
      app.db,
      app.mediaStore,
      request.params.id,
      fields,
      files,
      request.staff!.id,
      app.clock.now(),
    );
    return success({ news: item }, NEWS_UPDATED);
  });

  contractRoute(app, calls['POST /news/:id/remove'], staff, async (request) =>
    success({ news: await news.removeNews(app.db, request.params.id, request.staff!.id) }, NEWS_DELETED),
  );
};
