/**
 * Blog requests (storefront spec §7 'GET /blog/published', 'GET /blog/slug/{slug}'; admin spec §7
 * blog calls, §5 rules). Strict bodies; every string bounded and refusing U+0000
 * (validation/text.schemas.ts). The content is HTML that the server sanitises with its allow-list
 * before it is stored; its ≥ 50 text characters are checked again after that.
 */
import { z } from 'zod';
import { bodyPageFields } from '../api/paging.schemas';
import { text } from '../validation/text.schemas';
import {
  AUTHOR_BIO_MAX,
  AUTHOR_MAX,
  BLOG_ADMIN_PAGE_SIZE,
  BLOG_MAX_PUBLIC_PAGE_SIZE,
  BLOG_PAGE_SIZE,
  BLOG_SEARCH_MAX,
  BLOG_STATUSES,
  CONTENT_MAX,
  CONTENT_REQUIRED,
  EXCERPT_MAX,
  EXCERPT_TOO_LONG,
  IMAGE_URL_INVALID,
  IMAGE_URL_MAX,
  isAllowedImageUrl,
  isValidSlug,
  META_DESCRIPTION_MAX,
  META_TITLE_MAX,
  SLUG_INVALID,
  SLUG_MAX,
  TAG_MAX,
  TAGS_MAX,
  TITLE_MAX,
  TITLE_REQUIRED,
  TITLE_MIN,
  TITLE_TOO_SHORT,
} from './blog.rules';

const bounded = (max: number, tooLong = `At most ${max} characters`) =>
  text({ max: max + 100, tooLong })
    .trim()
    .max(max, { error: tooLong });

const list = (name: string) =>
  z
    .array(
      text({ max: TAG_MAX + 20 })
        .trim()
        .min(1, { error: `${name} cannot be empty` })
        .max(TAG_MAX),
      {
        error: `${name} must be a list`,
      },
    )
    .max(TAGS_MAX, { error: `At most ${TAGS_MAX} ${name}` });

export const blogSlug = text({ max: SLUG_MAX + 20, tooLong: SLUG_INVALID })
  .trim()
  .refine(isValidSlug, { error: SLUG_INVALID });

/** POST /blog/create and PUT /blog/update/{id}: the spec's fields (empty ones may be left out), plus slug and author. */
export const blogPostBody = z.strictObject({
  title: text({ max: TITLE_MAX + 100, error: TITLE_REQUIRED })
    .trim()
    .min(1, { error: TITLE_REQUIRED })
    .min(TITLE_MIN, { error: TITLE_TOO_SHORT })
    .max(TITLE_MAX, { error: `At most ${TITLE_MAX} characters` }),
  content: text({ max: CONTENT_MAX, error: CONTENT_REQUIRED, tooLong: `At most ${CONTENT_MAX} characters` }).min(1, {
    error: CONTENT_REQUIRED,
  }),
  excerpt: bounded(EXCERPT_MAX, EXCERPT_TOO_LONG).default(''),
  featured_image_url: text({ max: IMAGE_URL_MAX })
    .trim()
    .refine((url) => url === '' || isAllowedImageUrl(url), { error: IMAGE_URL_INVALID })
    .default(''),
  status: z.enum(BLOG_STATUSES, { error: 'status must be draft or published' }).default('draft'),
  tags: list('tags').default([]),
  meta_title: bounded(META_TITLE_MAX).default(''),
  meta_description: bounded(META_DESCRIPTION_MAX).default(''),
  meta_keywords: list('keywords').default([]),
  /** Made from the title when left out on create; kept as it is when left out on update. */
  slug: blogSlug.optional(),
  author: bounded(AUTHOR_MAX).optional(),
  author_bio: bounded(AUTHOR_BIO_MAX).optional(),
});
export type BlogPostBody = z.infer<typeof blogPostBody>;
export type BlogPostInput = z.input<typeof blogPostBody>;

/** POST /blog/list (staff): { pageNum, pageSize ≤ 20, filters: { status?, search? } }. */
export const blogListBody = z.strictObject({
  ...bodyPageFields({ defaultSize: BLOG_ADMIN_PAGE_SIZE, maxSize: BLOG_ADMIN_PAGE_SIZE }),
  filters: z
    .strictObject({
      status: z.enum(BLOG_STATUSES, { error: 'status must be draft or published' }).optional(),
      search: bounded(BLOG_SEARCH_MAX).optional(),
    })
    .default({}),
});
export type BlogListBody = z.infer<typeof blogListBody>;

const queryNumber = (name: string, max: number, fallback: number) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int({ error: `${name} must be a whole number` })
    .min(1, { error: `${name} must be at least 1` })
    .max(max, { error: `${name} must be at most ${max}` })
    .default(fallback);

/** GET /blog/published?pageNum&pageSize&search&tag (storefront spec §7). */
export const publishedBlogsQuery = z.strictObject({
  pageNum: queryNumber('pageNum', 10_000, 1),
  pageSize: queryNumber('pageSize', BLOG_MAX_PUBLIC_PAGE_SIZE, BLOG_PAGE_SIZE),
  search: bounded(BLOG_SEARCH_MAX).optional(),
  tag: bounded(TAG_MAX).optional(),
  /** Leaves this post out (the related posts of a post). */
  exclude: text({ max: SLUG_MAX }).optional(),
});
export type PublishedBlogsQuery = z.infer<typeof publishedBlogsQuery>;

/** `/blog/slug/:slug`: any bounded text; an ill-formed slug is simply not found. */
export const blogSlugParams = z.strictObject({ slug: text({ max: 200 }).min(1, { error: 'A slug is required' }) });
