/**
 * Tables of the blog module (storefront spec §2 Blogs; admin spec §2 Blog Management, §3 'Blog
 * post'; issue 30): posts staff write, their HTML kept only after the server's allow-list
 * sanitiser, and one row a post, visitor and day so a view is counted once per visitor per day.
 * A draft is never shown outside the back office.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { admins } from './accounts';
import { createdAt, id, updatedAt } from './columns';

export const BLOG_STATUSES = ['draft', 'published'] as const;

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: id(),
    /** Lower-case words joined by '-', unique across drafts and published posts. */
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    /** Sanitised HTML (allow-list); never the raw text staff sent. */
    contentHtml: text('content_html').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    featuredImageUrl: text('featured_image_url').notNull().default(''),
    status: text('status', { enum: BLOG_STATUSES }).notNull(),
    metaTitle: text('meta_title').notNull().default(''),
    metaDescription: text('meta_description').notNull().default(''),
    metaKeywords: jsonb('meta_keywords').$type<string[]>().notNull().default([]),
    author: text('author').notNull().default(''),
    authorBio: text('author_bio').notNull().default(''),
    viewCount: integer('view_count').notNull().default(0),
    /** When it was first published; null while it has never been. The storefront orders by it. */
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    createdBy: text('created_by').references(() => admins.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('blog_posts_slug_unique').on(t.slug),
    index('blog_posts_published_idx')
      .on(t.publishedAt)
      .where(sql`${t.status} = 'published'`),
    check('blog_posts_status', sql`${t.status} in ('draft', 'published')`),
    check('blog_posts_views', sql`${t.viewCount} >= 0`),
  ],
);

/** A post seen by a visitor (a keyed hash of their address and browser, never the address) on a day (IST). */
export const blogPostViews = pgTable(
  'blog_post_views',
  {
    postId: text('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    visitorHash: text('visitor_hash').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.visitorHash, t.day] }), index('blog_post_views_day_idx').on(t.day)],
);
