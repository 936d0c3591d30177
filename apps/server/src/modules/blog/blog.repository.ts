/** Blog queries (Drizzle only, no rules). */
import { and, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { BlogStatus } from '@shop/domain/blog/blog.rules';
import type { DbOrTx } from '../../db/client';
import { likeContaining } from '../../db/like-pattern';
import { mediaKeysMentioned } from '../../db/media-keys';
import { rawRows } from '../../db/raw-rows';
import { blogPosts, blogPostViews } from '../../db/schema/blog';

export type BlogRow = typeof blogPosts.$inferSelect;
export type NewBlogPost = Omit<typeof blogPosts.$inferInsert, 'id' | 'viewCount' | 'createdAt' | 'updatedAt'>;

export async function insertPost(tx: DbOrTx, values: NewBlogPost & { createdAt: Date }): Promise<BlogRow> {
  const [row] = await tx
    .insert(blogPosts)
    .values({ ...values, updatedAt: values.createdAt })
    .returning();
  return row!;
}

export async function updatePost(
  tx: DbOrTx,
  id: string,
  values: Omit<NewBlogPost, 'createdBy'> & { updatedAt: Date },
): Promise<BlogRow> {
  const [row] = await tx.update(blogPosts).set(values).where(eq(blogPosts.id, id)).returning();
  return row!;
}

export async function deletePost(tx: DbOrTx, id: string): Promise<void> {
  await tx.delete(blogPosts).where(eq(blogPosts.id, id));
}

/** One post by id, its row locked until `tx` ends when `lock` is set. */
export async function findPost(db: DbOrTx, id: string, lock = false): Promise<BlogRow | undefined> {
  const query = db.select().from(blogPosts).where(eq(blogPosts.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The post with `slug` when it is published. */
export async function findPublishedBySlug(db: DbOrTx, slug: string): Promise<BlogRow | undefined> {
  const [row] = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), eq(blogPosts.status, 'published')));
  return row;
}

/** The id of the post holding `slug`, other than `exceptId`. */
export async function slugOwner(db: DbOrTx, slug: string, exceptId?: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(exceptId ? and(eq(blogPosts.slug, slug), ne(blogPosts.id, exceptId)) : eq(blogPosts.slug, slug));
  return row?.id;
}

const searchOf = (search: string | undefined): SQL | undefined => {
  if (!search) return undefined;
  const pattern = likeContaining(search);
  return or(ilike(blogPosts.title, pattern), ilike(blogPosts.excerpt, pattern));
};

/** Staff's page: newest first, optionally of one status and matching `search` in title or excerpt. */
export async function listForStaff(
  db: DbOrTx,
  filter: { status?: BlogStatus; search?: string; limit: number; offset: number },
): Promise<{ rows: BlogRow[]; total: number }> {
  const where = and(filter.status ? eq(blogPosts.status, filter.status) : undefined, searchOf(filter.search));
  const rows = await db
    .select()
    .from(blogPosts)
    .where(where)
    .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [total] = await db.select({ n: count() }).from(blogPosts).where(where);
  return { rows, total: total!.n };
}

/** How many posts of each status. */
export async function countByStatus(db: DbOrTx): Promise<Record<BlogStatus, number>> {
  const rows = await db.select({ status: blogPosts.status, n: count() }).from(blogPosts).groupBy(blogPosts.status);
  const counts = { draft: 0, published: 0 };
  for (const row of rows) counts[row.status] = row.n;
  return counts;
}

/** The storefront's page of published posts, newest published first. */
export async function listPublished(
  db: DbOrTx,
  filter: { search?: string; tag?: string; excludeSlug?: string; limit: number; offset: number },
): Promise<{ rows: BlogRow[]; total: number }> {
  const where = and(
    eq(blogPosts.status, 'published'),
    searchOf(filter.search),
    filter.tag ? sql`${blogPosts.tags} @> ${JSON.stringify([filter.tag])}::jsonb` : undefined,
    filter.excludeSlug ? ne(blogPosts.slug, filter.excludeSlug) : undefined,
  );
  const rows = await db
    .select()
    .from(blogPosts)
    .where(where)
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [total] = await db.select({ n: count() }).from(blogPosts).where(where);
  return { rows, total: total!.n };
}

/** The tags of published posts, most used first, at most `limit`. */
export async function publishedTags(db: DbOrTx, limit: number): Promise<string[]> {
  const result = await db.execute(sql`
    select tag, count(*) as n from ${blogPosts}, jsonb_array_elements_text(${blogPosts.tags}) as tag
    where ${blogPosts.status} = 'published'
    group by tag order by n desc, tag asc limit ${limit}`);
  return rawRows<{ tag: string }>(result).map((row) => row.tag);
}

/**
 * Records that `visitorHash` saw the post on `day`, once: true when this is the first view of
 * that visitor on that day (and then the post's count goes up by one in the same statement's transaction).
 */
export async function recordView(tx: DbOrTx, postId: string, visitorHash: string, day: string): Promise<boolean> {
  const inserted = await tx
    .insert(blogPostViews)
    .values({ postId, visitorHash, day })
    .onConflictDoNothing()
    .returning({ postId: blogPostViews.postId });
  if (inserted.length === 0) return false;
  await tx
    .update(blogPosts)
    .set({ viewCount: sql`${blogPosts.viewCount} + 1` })
    .where(eq(blogPosts.id, postId));
  return true;
}

/** Published posts' slugs and last changes, newest first (the sitemap). */
export function publishedSlugs(db: DbOrTx, limit: number): Promise<{ slug: string; updatedAt: Date }[]> {
  return db
    .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(eq(blogPosts.status, 'published'))
    .orderBy(desc(blogPosts.publishedAt))
    .limit(limit);
}

/** Keys of the uploaded pictures the posts mention (featured picture or content), for the sweep of unused uploads. */
export function blogMediaKeys(db: DbOrTx): Promise<Set<string>> {
  return mediaKeysMentioned(
    db,
    sql`${blogPosts}`,
    sql`${blogPosts.featuredImageUrl} || ' ' || ${blogPosts.contentHtml}`,
  );
}
