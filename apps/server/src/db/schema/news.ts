/**
 * Table of the news module (admin spec §2 News and Updates Management, §3 'News'; issue 30): the
 * news staff post, with up to five pictures from the media store, shown on the home strip and
 * /news.
 */
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { admins } from './accounts';
import { createdAt, id, updatedAt } from './columns';

export const newsItems = pgTable(
  'news_items',
  {
    id: id(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    description: text('description').notNull().default(''),
    /** The pictures' URLs in the media store, in order; at most 5. */
    images: jsonb('images').$type<string[]>().notNull().default([]),
    createdBy: text('created_by').references(() => admins.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('news_items_created_idx').on(t.createdAt),
    check('news_items_images', sql`jsonb_array_length(${t.images}) <= 5`),
  ],
);
