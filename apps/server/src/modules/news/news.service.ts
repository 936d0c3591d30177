/**
 * News and updates (admin spec §2 'News and Updates Management', §3 'News', §5 News, §7; issue
 * 30). Anyone reads them; any staff member posts, edits and deletes them. Pictures go through the
 * media store (checked by content, stored as WebP variants) before the transaction that records
 * them: a refused item keeps nothing, and a failed transaction discards what was stored. Every
 * change is audited in its own transaction. Pictures an item no longer shows are left to the
 * sweep of unused uploads (flows/sweep-unused-uploads.flow.ts), which knows news' pictures.
 */
import {
  MAX_NEWS_IMAGES,
  NEWS_IMAGE_REQUIRED,
  NEWS_NOT_FOUND,
  TOO_MANY_NEWS_IMAGES,
} from '@shop/domain/news/news.rules';
import type { NewsFields, NewsListRequest, NewsUpdateFields } from '@shop/domain/news/news.schemas';
import type { NewsItem, NewsListData } from '@shop/domain/news/news.responses';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { MediaStore } from '../../providers/media-store/media-store.contract';
import { recordAudit } from '../audit/audit.service';
import { recordImages, storeImages, type StoredImage, type UploadedFile } from '../media/media.service';
import * as repo from './news.repository';

/** An item as the API answers it (the spec's names). */
function toNewsItem(row: repo.NewsRow): NewsItem {
  return {
    _id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    description: row.description,
    image: row.images,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const auditValues = (row: repo.NewsRow) => ({
  title: row.title,
  subtitle: row.subtitle,
  description: row.description,
  images: row.images,
});

const tooMany = () =>
  new AppError('VALIDATION', TOO_MANY_NEWS_IMAGES, [{ path: 'img', message: TOO_MANY_NEWS_IMAGES }]);

/** POST /news/list: a page, newest first (pageNum from 1; pageSize at most 50). */
export async function listNews(db: DbOrTx, body: NewsListRequest): Promise<NewsListData> {
  const { rows, total } = await repo.listNews(db, {
    search: body.filters?.search || undefined,
    limit: body.pageSize,
    offset: (body.pageNum - 1) * body.pageSize,
  });
  return { newsList: rows.map(toNewsItem), total, pageNum: body.pageNum, pageSize: body.pageSize };
}

/** GET /news/{id}: one item; NOT_FOUND when there is none. */
export async function newsById(db: DbOrTx, id: string): Promise<NewsItem> {
  const row = await repo.findNews(db, id);
  if (!row) throw new AppError('NOT_FOUND', NEWS_NOT_FOUND);
  return toNewsItem(row);
}

/** Stores `files`, then runs `write` in a transaction; the stored pictures are discarded when it fails. */
async function withPictures<T>(
  db: Db,
  store: MediaStore,
  files: UploadedFile[],
  write: (tx: DbOrTx, images: StoredImage[]) => Promise<T>,
): Promise<T> {
  const stored = await storeImages(store, files);
  try {
    return await db.transaction((tx) => write(tx, stored.images));
  } catch (error) {
    await stored.discard();
    throw error;
  }
}

/**
 * POST /news/create: posts an item with 1 to 5 pictures (the first shown on cards). VALIDATION
 * for no picture or a sixth ('You can only upload a maximum of 5 images.'); the media store's
 * refusals (415 not a picture, 413 too large, 422 damaged); nothing is kept when refused.
 */
export async function createNews(
  db: Db,
  store: MediaStore,
  fields: NewsFields,
  files: UploadedFile[],
  staffId: string,
  now: Date,
): Promise<NewsItem> {
  if (files.length === 0)
    throw new AppError('VALIDATION', NEWS_IMAGE_REQUIRED, [{ path: 'img', message: NEWS_IMAGE_REQUIRED }]);
  if (files.length > MAX_NEWS_IMAGES) throw tooMany();
  const row = await withPictures(db, store, files, async (tx, images) => {
    await recordImages(tx, images, staffId);
    const created = await repo.insertNews(tx, {
      ...fields,
      images: images.map((image) => image.url),
      createdBy: staffId,
      createdAt: now,
      updatedAt: now,
    });
    await recordAudit(tx, {
      staffId,
      action: 'news.create',
      entity: 'news',
      entityId: created.id,
      before: null,
      after: auditValues(created),
    });
    return created;
  });
  return toNewsItem(row);
}

/**
 * The pictures an edit keeps: `existingImages` when sent (each must be one of the item's), else
 * all of them, less `imagesToDelete`. VALIDATION when a list names a picture the item lacks.
 */
function keptPictures(current: string[], fields: NewsUpdateFields): string[] {
  const named = [...(fields.existingImages ?? []), ...(fields.imagesToDelete ?? [])];
  const stranger = named.find((url) => !current.includes(url));
  if (stranger !== undefined) {
    const message = 'existingImages and imagesToDelete may only name pictures the item has';
    throw new AppError('VALIDATION', message, [{ path: 'existingImages', message }]);
  }
  const removed = new Set(fields.imagesToDelete ?? []);
  return [...new Set(fields.existingImages ?? current)].filter((url) => !removed.has(url));
}

/**
 * POST /news/{id}/update-v2: new words, the kept pictures (see keptPictures) and new ones after
 * them; at least one and at most 5 in all. NOT_FOUND for an unknown item; VALIDATION with the
 * spec's message past 5; the media store's refusals; nothing changes when refused.
 */
export async function updateNews(
  db: Db,
  store: MediaStore,
  id: string,
  fields: NewsUpdateFields,
  files: UploadedFile[],
  staffId: string,
  now: Date,
): Promise<NewsItem> {
  const check = async (tx: DbOrTx) => {
    const current = await repo.findNews(tx, id, true);
    if (!current) throw new AppError('NOT_FOUND', NEWS_NOT_FOUND);
    const kept = keptPictures(current.images, fields);
    if (kept.length + files.length > MAX_NEWS_IMAGES) throw tooMany();
    if (kept.length + files.length === 0)
      throw new AppError('VALIDATION', NEWS_IMAGE_REQUIRED, [{ path: 'img', message: NEWS_IMAGE_REQUIRED }]);
    return { current, kept };
  };
  // Checked before any picture is stored, and again under the row's lock.
  await check(db);
  const row = await withPictures(db, store, files, async (tx, images) => {
    const { current, kept } = await check(tx);
    await recordImages(tx, images, staffId);
    const updated = await repo.updateNews(tx, id, {
      title: fields.title,
      subtitle: fields.subtitle,
      description: fields.description,
      images: [...kept, ...images.map((image) => image.url)],
      updatedAt: now,
    });
    await recordAudit(tx, {
      staffId,
      action: 'news.update',
      entity: 'news',
      entityId: id,
      before: auditValues(current),
      after: auditValues(updated),
    });
    return updated;
  });
  return toNewsItem(row);
}

/** POST /news/{id}/remove: deletes the item (its pictures go with the next sweep); NOT_FOUND when unknown. */
export async function removeNews(db: Db, id: string, staffId: string): Promise<NewsItem> {
  const row = await db.transaction(async (tx) => {
    const current = await repo.findNews(tx, id, true);
    if (!current) throw new AppError('NOT_FOUND', NEWS_NOT_FOUND);
    await repo.deleteNews(tx, id);
    await recordAudit(tx, {
      staffId,
      action: 'news.delete',
      entity: 'news',
      entityId: id,
      before: auditValues(current),
      after: null,
    });
    return current;
  });
  return toNewsItem(row);
}

/** The media-store keys of every picture a news item shows (the sweep of unused uploads keeps them). */
export function newsPictureKeys(db: DbOrTx): Promise<Set<string>> {
  return repo.newsMediaKeys(db);
}
