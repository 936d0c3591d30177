/** Queries of the news module (Drizzle only): the news_items rows. */
import { count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { mediaKeysMentioned } from '../../db/media-keys';
import { newsItems } from '../../db/schema/news';

export type NewsRow = typeof newsItems.$inferSelect;

/** `%value%` for ILIKE with its wildcards taken literally. */
const containing = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A page of items, newest first, optionally those whose title or subtitle holds `search`; and how many match. */
export async function listNews(
  db: DbOrTx,
  options: { search?: string; limit: number; offset: number },
): Promise<{ rows: NewsRow[]; total: number }> {
  const where = options.search
    ? or(ilike(newsItems.title, containing(options.search)), ilike(newsItems.subtitle, containing(options.search)))
    : undefined;
  const rows = await db
    .select()
    .from(newsItems)
    .where(where)
    .orderBy(desc(newsItems.createdAt), desc(newsItems.id))
    .limit(options.limit)
    .offset(options.offset);
  const [counted] = await db.select({ n: count() }).from(newsItems).where(where);
  return { rows, total: counted?.n ?? 0 };
}

/** The item with `id` (locked until the transaction ends when `lock`), or undefined. */
export async function findNews(db: DbOrTx, id: string, lock = false): Promise<NewsRow | undefined> {
  const query = db.select().from(newsItems).where(eq(newsItems.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertNews(db: DbOrTx, values: typeof newsItems.$inferInsert): Promise<NewsRow> {
  const [row] = await db.insert(newsItems).values(values).returning();
  return row!;
}

export async function updateNews(
  db: DbOrTx,
  id: string,
  values: Pick<NewsRow, 'title' | 'subtitle' | 'description' | 'images' | 'updatedAt'>,
): Promise<NewsRow> {
  const [row] = await db.update(newsItems).set(values).where(eq(newsItems.id, id)).returning();
  return row!;
}

export async function deleteNews(db: DbOrTx, id: string): Promise<void> {
  await db.delete(newsItems).where(eq(newsItems.id, id));
}

/** The media-store keys of every picture a news item shows (the sweep of unused uploads keeps them). */
export function newsMediaKeys(db: DbOrTx): Promise<Set<string>> {
  return mediaKeysMentioned(db, sql`${newsItems}`, sql`${newsItems.images}::text`);
}
