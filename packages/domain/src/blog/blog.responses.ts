/**
 * Blog replies (storefront spec §3 'Blog'; admin spec §3 'Blog post', §7 list and stats). The
 * content is HTML the server sanitised with its allow-list before storing it: the storefront
 * renders it as HTML, nothing else from here.
 */
import { z } from 'zod';
import { BLOG_STATUSES } from './blog.rules';

/** A post on a card: everything but its content and SEO fields. */
export const blogSummary = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  tags: z.array(z.string()),
  featured_image_url: z.string(),
  author: z.string(),
  view_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  /** When first published; the storefront's order. */
  published_at: z.string().nullable(),
});
export type BlogSummary = z.infer<typeof blogSummary>;

/** A whole post as the storefront shows it. */
export const blogPost = blogSummary.extend({
  content: z.string(),
  author_bio: z.string(),
  meta_title: z.string(),
  meta_description: z.string(),
  meta_keywords: z.array(z.string()),
});
export type BlogPost = z.infer<typeof blogPost>;

/** A post as staff edit it. */
export const adminBlogPost = blogPost.extend({ status: z.enum(BLOG_STATUSES) });
export type AdminBlogPost = z.infer<typeof adminBlogPost>;

/** GET /blog/published: a page of published posts, newest first, and the tags of every published post. */
export const publishedBlogsData = z.object({
  blogs: z.array(blogSummary),
  totalPages: z.number().int(),
  total: z.number().int(),
  /** Every tag of the published posts, most used first (the list's tag buttons). */
  tags: z.array(z.string()),
});
export type PublishedBlogsData = z.infer<typeof publishedBlogsData>;

/** POST /blog/list (staff): blogList and pages, as the spec reads them, with the total. */
export const blogListData = z.object({
  blogList: z.array(adminBlogPost),
  pages: z.number().int(),
  total: z.number().int(),
});
export type BlogListData = z.infer<typeof blogListData>;

/** GET /blog/stats. */
export const blogStatsData = z.object({
  total: z.number().int(),
  published: z.number().int(),
  draft: z.number().int(),
});
export type BlogStatsData = z.infer<typeof blogStatsData>;

export const adminBlogData = z.object({ blog: adminBlogPost });
export const deletedBlogData = z.object({ _id: z.string() });
/** POST /blog/upload-image: the picture's address (spec: reads `url`). */
export const blogImageData = z.object({ url: z.string() });
