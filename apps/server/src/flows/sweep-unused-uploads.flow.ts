/**
 * The sweep of unused uploads (issue 27, docs/decisions/058): pictures staff uploaded (POST
 * /product/upload-image, or a product form whose product was later changed) that nothing uses a
 * day later are removed from the media store, local folder or bucket alike, with their
 * media_assets row. "Uses" is any mention of the picture's folder by a product (archived ones
 * too), a past order's line, a news item or a blog post (featured or in its content; issue 30), so a
 * picture a page or a restored product may still show is kept. (Categories, brands and reviews have
 * no pictures, and return photos are private bytes in return_photos.) A recurring job, once a day,
 * chained like the hold sweep.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db, DbOrTx } from '../db/client';
import { blogPictureKeys } from '../modules/blog/blog.service';
import { productPictureKeys } from '../modules/catalog/product-admin.service';
import { enqueueJob, parseJobPayload } from '../modules/jobs/jobs.service';
import { picturesUploadedBefore, removePicture } from '../modules/media/media.service';
import { newsPictureKeys } from '../modules/news/news.service';
import { orderPictureKeys } from '../modules/orders/orders.service';
import type { MediaStore } from '../providers/media-store/media-store.contract';

export const UPLOAD_SWEEP_JOB = 'media.upload-sweep';
/** How often the sweep runs, in ms. */
export const UPLOAD_SWEEP_EVERY_MS = 24 * 3600_000;
/** An upload younger than this (ms) is kept even when unused: its product form may still be open. */
export const UNUSED_UPLOAD_MIN_AGE_MS = 24 * 3600_000;
/** Most pictures one sweep removes: the rest wait for the next, so a run stays short. */
const MAX_REMOVED_PER_SWEEP = 500;
const SWEEP_ATTEMPTS = 3;

/** The start of the sweep's time slot that holds `at`. */
function slotStart(at: Date): Date {
  return new Date(Math.floor(at.getTime() / UPLOAD_SWEEP_EVERY_MS) * UPLOAD_SWEEP_EVERY_MS);
}

/** Enqueues the sweep of the slot that holds `runAt`, keyed by the slot: at most one waits per slot. */
export async function enqueueUploadSweep(db: DbOrTx, runAt: Date): Promise<void> {
  await enqueueJob(db, {
    name: UPLOAD_SWEEP_JOB,
    payload: {},
    runAt,
    key: `upload-sweep:${slotStart(runAt).toISOString()}`,
    maxAttempts: SWEEP_ATTEMPTS,
  });
}

/**
 * Removes every picture uploaded more than a day before `now` that nothing uses (at most 500 a
 * run), variants first, then the row. Returns the keys removed. Throws MediaStoreUnavailable when
 * the store refuses: what was removed stays removed, the rest waits for the retry.
 */
export async function sweepUnusedUploads(db: Db, store: MediaStore, now: Date): Promise<string[]> {
  const candidates = await picturesUploadedBefore(db, new Date(now.getTime() - UNUSED_UPLOAD_MIN_AGE_MS));
  if (candidates.length === 0) return [];
  const used = await Promise.all([
    productPictureKeys(db),
    orderPictureKeys(db),
    blogPictureKeys(db),
    newsPictureKeys(db),
  ]);
  const unused = candidates.filter((key) => used.every((keys) => !keys.has(key))).slice(0, MAX_REMOVED_PER_SWEEP);
  for (const key of unused) await removePicture(db, store, key);
  return unused;
}

/** Registers the sweep's handler on `runner` (app.jobs): it first enqueues the next slot's, then sweeps. */
export function registerUploadSweep(app: FastifyInstance, runner: FastifyInstance['jobs'] = app.jobs): void {
  runner.register(UPLOAD_SWEEP_JOB, async (payload, ctx) => {
    parseJobPayload(z.strictObject({}), payload);
    const now = app.clock.now();
    await enqueueUploadSweep(app.db, new Date(slotStart(now).getTime() + UPLOAD_SWEEP_EVERY_MS));
    const removed = await sweepUnusedUploads(app.db, app.mediaStore, now);
    if (removed.length > 0) ctx.log.info({ removed: removed.length }, 'upload sweep removed unused pictures');
  });
}

/** Starts the daily chain (server.ts with JOBS_IN_PROCESS, worker.ts); the first sweep runs at once. */
export async function startUploadSweeps(app: FastifyInstance): Promise<void> {
  await enqueueUploadSweep(app.db, app.clock.now());
}
