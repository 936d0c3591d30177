/**
 * The blog (storefront spec §2 Blogs; admin spec §2 Blog Management, §5, §7; issue 30). Staff
 * write posts whose HTML is kept only after the allow-list sanitiser (blog-html.rules.ts), each
 * under a unique slug; every change is audited in its transaction. Visitors see published posts
 * only (a draft's slug is not found), and a post's view is counted once per visitor per India
 * day, the visitor known only by a keyed hash of address, browser and day (never the address).
 */
import { createHmac } from 'node:crypto';
import {
  BLOG_NOT_FOUND,
  BLOG_POST_NOT_FOUND,
  CONTENT_MIN_TEXT,
  CONTENT_TOO_SHORT,
  slugify,
  SLUG_TAKEN,
} from '@shop/domain/blog/blog.rules';
import type { BlogListBody, BlogPostBody, PublishedBlogsQuery } from '@shop/domain/blog/blog.schemas';
import type {
  AdminBlogPost,
  BlogListData,
  BlogPost,
  BlogStatsData,
  PublishedBlogsData,
} from '@shop/domain/blog/blog.responses';
import { indiaDayKey } from '@shop/domain/dashboard/india-days.rules';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.service';
import { recordImages, storeImages, type UploadedFile } from '../media/media.service';
import type { MediaStore } from '../../providers/media-store/media-store.contract';
import type { StaffSession } from '../sessions/sessions.service';
import { sanitizeBlogHtml, textOfBlogHtml } from './blog-html.rules';
import * as repo from './blog.repository';
import { toAdminBlogPost, toBlogPost, toBlogSummary } from './blog.shape';

/** Most tags the list's filter buttons offer. */
const TAG_BUTTONS = 20;

/** True for PostgreSQL's unique_violation, as pg and PGlite report it (Drizzle may wrap it). */
function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

const slugTaken = () => new AppError('CONFLICT', SLUG_TAKEN, [{ path: 'slug', message: SLUG_TAKEN }]);

/** The body's sanitised content; VALIDATION when fewer than 50 characters of text are left after sanitising. */
function safeContent(body: BlogPostBody): string {
  const html = sanitizeBlogHtml(body.content);
  if (textOfBlogHtml(html).length < CONTENT_MIN_TEXT)
    throw new AppError('VALIDATION', CONTENT_TOO_SHORT, [{ path: 'content', message: CONTENT_TOO_SHORT }]);
  return html;
}

/** The columns a body sets (all but slug, author and dates). */
function columnsOf(body: BlogPostBody, contentHtml: string) {
  return {
    title: body.title,
    excerpt: body.excerpt,
    contentHtml,
    tags: body.tags,
    featuredImageUrl: body.featured_image_url,
    status: body.status,
    metaTitle: body.meta_title,
    metaDescription: body.meta_description,
    metaKeywords: body.meta_keywords,
  };
}

/** What the audit log keeps of a post (not its HTML). */
const auditOf = (row: repo.BlogRow) => ({ slug: row.slug, title: row.title, status: row.status });

/** Runs `write`, turning a unique violation of the slug into CONFLICT. */
async function uniqueSlug<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
}

/**
 * POST /blog/create: the post under its slug (given, or made from the title), author the staff
 * member unless named. VALIDATION for content with too little text once sanitised; CONFLICT for
 * a slug in use (nothing saved).
 */
export async function createPost(db: Db, staff: StaffSession, body: BlogPostBody, now: Date): Promise<AdminBlogPost> {
  const contentHtml = safeContent(body);
  const slug = body.slug ?? slugify(body.title);
  const row = await uniqueSlug(() =>
    db.transaction(async (tx) => {
      if (await repo.slugOwner(tx, slug)) throw slugTaken();
      const created = await repo.insertPost(tx, {
        ...columnsOf(body, contentHtml),
        slug,
        author: body.author ?? staff.name,
        authorBio: body.author_bio ?? '',
        publishedAt: body.status === 'published' ? now : null,
        createdBy: staff.id,
        createdAt: now,
      });
      await recordAudit(tx, {
        staffId: staff.id,
        action: 'blog.create',
        entity: 'blog',
        entityId: created.id,
        before: null,
        after: auditOf(created),
      });
      return created;
    }),
  );
  return toAdminBlogPost(row);
}

/** PUT /blog/update/{id}: the post changed; its slug kept unless one is given. NOT_FOUND; VALIDATION; CONFLICT. */
export async function updatePost(
  db: Db,
  staff: StaffSession,
  id: string,
  body: BlogPostBody,
  now: Date,
): Promise<AdminBlogPost> {
  const contentHtml = safeContent(body);
  const row = await uniqueSlug(() =>
    db.transaction(async (tx) => {
      const before = await repo.findPost(tx, id, true);
      if (!before) throw new AppError('NOT_FOUND', BLOG_POST_NOT_FOUND);
      const slug = body.slug ?? before.slug;
      if (slug !== before.slug && (await repo.slugOwner(tx, slug, id))) throw slugTaken();
      const updated = await repo.updatePost(tx, id, {
        ...columnsOf(body, contentHtml),
        slug,
        author: body.author ?? before.author,
        authorBio: body.author_bio ?? before.authorBio,
        publishedAt: before.publishedAt ?? (body.status === 'published' ? now : null),
        updatedAt: now,
      });
      await recordAudit(tx, {
        staffId: staff.id,
        action: 'blog.update',
        entity: 'blog',
        entityId: id,
        before: auditOf(before),
        after: auditOf(updated),
      });
      return updated;
    }),
  );
  return toAdminBlogPost(row);
}

/** DELETE /blog/delete/{id}: the post and its view rows. NOT_FOUND. */
export async function deletePost(db: Db, staff: StaffSession, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await repo.findPost(tx, id, true);
    if (!before) throw new AppError('NOT_FOUND', BLOG_POST_NOT_FOUND);
    await repo.deletePost(tx, id);
    await recordAudit(tx, {
      staffId: staff.id,
      action: 'blog.delete',
      entity: 'blog',
      entityId: id,
      before: auditOf(before),
      after: null,
    });
  });
}

/** POST /blog/list (staff): a page of posts, newest first. */
export async function listForStaff(db: DbOrTx, body: BlogListBody): Promise<BlogListData> {
  const { rows, total } = await repo.listForStaff(db, {
    status: body.filters.status,
    search: body.filters.search || undefined,
    limit: body.pageSize,
    offset: (body.pageNum - 1) * body.pageSize,
  });
  return { blogList: rows.map(toAdminBlogPost), pages: Math.ceil(total / body.pageSize), total };
}

/** GET /blog/stats. */
export async function stats(db: DbOrTx): Promise<BlogStatsData> {
  const counts = await repo.countByStatus(db);
  return { total: counts.draft + counts.published, ...counts };
}

/** GET /blog/published: a page of published posts, newest published first, with the tag buttons. */
export async function listPublished(db: DbOrTx, query: PublishedBlogsQuery): Promise<PublishedBlogsData> {
  const { rows, total } = await repo.listPublished(db, {
    search: query.search || undefined,
    tag: query.tag || undefined,
    excludeSlug: query.exclude,
    limit: query.pageSize,
    offset: (query.pageNum - 1) * query.pageSize,
  });
  return {
    blogs: rows.map(toBlogSummary),
    totalPages: Math.ceil(total / query.pageSize),
    total,
    tags: await repo.publishedTags(db, TAG_BUTTONS),
  };
}

/** Who a visitor is for the view count: a keyed hash of their address, browser and day, never the address itself. */
export interface Visitor {
  ip: string;
  userAgent: string;
}

/** The visitor's key for `day`: HMAC-SHA256 under the server's secret (unlinkable across days and without it). */
export function visitorHash(secret: string, visitor: Visitor, day: string): string {
  return createHmac('sha256', secret).update(`blog-view:${day}:${visitor.ip}:${visitor.userAgent}`).digest('base64url');
}

/**
 * GET /blog/slug/{slug}: the published post, its view counted when this visitor has not seen it
 * this India day. NOT_FOUND 'Blog not found' for an unknown slug or a draft.
 */
export async function readPublished(
  db: Db,
  slug: string,
  visitor: Visitor,
  secret: string,
  now: Date,
): Promise<BlogPost> {
  const post = await repo.findPublishedBySlug(db, slug);
  if (!post) throw new AppError('NOT_FOUND', BLOG_NOT_FOUND);
  const day = indiaDayKey(now);
  const counted = await db.transaction((tx) => repo.recordView(tx, post.id, visitorHash(secret, visitor, day), day));
  return toBlogPost(counted ? { ...post, viewCount: post.viewCount + 1 } : post);
}

/** A published post for the page's <head> (no view counted); undefined when unknown or a draft. */
export async function publishedPost(db: DbOrTx, slug: string): Promise<BlogPost | undefined> {
  const row = await repo.findPublishedBySlug(db, slug);
  return row ? toBlogPost(row) : undefined;
}

/** Published posts' slugs and last changes, newest first, at most `limit` (the sitemap). */
export function publishedForSitemap(db: DbOrTx, limit: number) {
  return repo.publishedSlugs(db, limit);
}

/** Keys of the uploaded pictures posts use (the sweep of unused uploads keeps them). */
export function blogPictureKeys(db: DbOrTx): Promise<Set<string>> {
  return repo.blogMediaKeys(db);
}

/** Asked to upload nothing. */
export const CHOOSE_AN_IMAGE = 'Please choose an image to upload.';

/**
 * POST /blog/upload-image: one picture checked by its content and stored as WebP variants in the
 * media store (media.service storeImages: 415 for a file that is not a picture, 413 over 10 MB,
 * 422 for a damaged or polyglot one), recorded with its audit entry; its full-size URL.
 */
export async function uploadImage(
  db: Db,
  store: MediaStore,
  file: UploadedFile | undefined,
  staffId: string,
): Promise<{ url: string }> {
  if (!file) throw new AppError('VALIDATION', CHOOSE_AN_IMAGE, [{ path: 'image', message: CHOOSE_AN_IMAGE }]);
  const stored = await storeImages(store, [file]);
  const image = stored.images[0]!;
  try {
    await db.transaction(async (tx) => {
      await recordImages(tx, stored.images, staffId);
      await recordAudit(tx, {
        staffId,
        action: 'media.upload',
        entity: 'media',
        entityId: image.key,
        before: null,
        after: { url: image.url, width: image.width, height: image.height, for: 'blog' },
      });
    });
  } catch (error) {
    await stored.discard();
    throw error;
  }
  return { url: image.url };
}
