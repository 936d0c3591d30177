/**
 * The blog's rules (storefront spec §2 Blogs, §9 constants; admin spec §5 'Blog', §8 messages,
 * §10 constants; issue 30): limits, the spec's messages, slugs, reading time, the table-of-contents
 * threshold and the form's first-error check. Zod-free, so a storefront page can import them
 * without pulling zod into its bundle (STYLE habit 14). The server's HTML allow-list is the
 * sanitiser's (apps/server/src/modules/blog/blog-html.rules.ts); `htmlText` here only counts.
 */

export const BLOG_STATUSES = ['draft', 'published'] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];

/** Admin list page size (admin spec §10). */
export const BLOG_ADMIN_PAGE_SIZE = 20;
/** Storefront list page size, home block size, related posts (storefront spec §9; the issue: three on home). */
export const BLOG_PAGE_SIZE = 9;
export const BLOG_MAX_PUBLIC_PAGE_SIZE = 20;
export const BLOG_HOME_COUNT = 3;
export const BLOG_RELATED_COUNT = 3;
/** Excerpt cuts on cards (storefront spec §9) and in the admin table (admin spec §2). */
export const BLOG_LIST_EXCERPT_CUT = 120;
export const BLOG_HOME_EXCERPT_CUT = 80;
export const BLOG_ADMIN_EXCERPT_CUT = 100;
/** Tags shown on a card before '+n more'. */
export const BLOG_CARD_TAGS = 2;
/** Reading speed, words a minute; the table of contents shows above this many characters of content. */
export const READING_WORDS_PER_MINUTE = 200;
export const TOC_MIN_CONTENT_LENGTH = 2000;
/** Debounces of the list's search box and tag filter, ms (storefront spec §4). */
export const BLOG_SEARCH_DEBOUNCE_MS = 500;
export const BLOG_TAG_DEBOUNCE_MS = 300;
/** The admin's toast lasts 3 s (admin spec §10). */
export const BLOG_TOAST_MS = 3000;

export const TITLE_MIN = 5;
export const TITLE_MAX = 200;
export const CONTENT_MIN_TEXT = 50;
export const CONTENT_RECOMMENDED_TEXT = 100;
/** Most characters of stored HTML: a long article with tables, well under the 1 MB body limit. */
export const CONTENT_MAX = 200_000;
export const EXCERPT_MAX = 300;
export const EXCERPT_WARN_AT = 250;
export const META_TITLE_MAX = 60;
export const META_DESCRIPTION_MAX = 160;
export const SLUG_MAX = 100;
export const TAG_MAX = 40;
export const TAGS_MAX = 20;
export const AUTHOR_MAX = 100;
export const AUTHOR_BIO_MAX = 500;
export const IMAGE_URL_MAX = 500;
export const BLOG_SEARCH_MAX = 100;

/** Messages (admin spec §5, §8; storefront spec §8). */
export const TITLE_REQUIRED = 'Title is required';
export const TITLE_TOO_SHORT = `Title must be at least ${TITLE_MIN} characters long`;
export const CONTENT_REQUIRED = 'Content is required';
export const CONTENT_TOO_SHORT = `Content must be at least ${CONTENT_MIN_TEXT} characters long`;
export const EXCERPT_TOO_LONG = `Excerpt should not exceed ${EXCERPT_MAX} characters`;
export const SLUG_INVALID = 'Slug may hold only lower-case letters, digits and single hyphens';
export const SLUG_TAKEN = 'A blog post with this slug already exists';
export const IMAGE_URL_INVALID = 'The image must be an https:// address or one of our uploads (/media/…)';
export const BLOG_NOT_FOUND = 'Blog not found';
export const BLOG_POST_NOT_FOUND = 'Blog post not found';
export const BLOGS_FETCH_FAILED = 'Failed to load blogs';
export const BLOG_FETCH_FAILED = 'Failed to load blog';
export const NO_BLOGS_YET = 'No blogs available yet';
export const NO_BLOGS_MATCH = 'No blogs found matching your criteria';
export const BLOG_CREATED = 'Blog post created successfully';
export const BLOG_UPDATED = 'Blog post updated successfully';
export const BLOG_DELETED = 'Blog post deleted successfully';
export const BLOG_LIST_FAILED = 'Failed to fetch blog posts';
export const BLOG_CREATE_FAILED = 'Failed to create blog post';
export const BLOG_UPDATE_FAILED = 'Failed to update blog post';
export const BLOG_DELETE_FAILED = 'Failed to delete blog post';
export const BLOG_DELETE_CONFIRM = 'Are you sure you want to delete this post?';
export const LINK_COPIED = 'Link copied to clipboard!';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** True for a slug of lower-case letters and digits in words joined by single hyphens, at most SLUG_MAX long. */
export function isValidSlug(slug: string): boolean {
  return slug.length <= SLUG_MAX && SLUG.test(slug);
}

/**
 * A slug made from `title`: accents dropped, lower-case, every run of other characters one
 * hyphen, cut at a word to at most 80 characters; 'post' when nothing of it is left (a title in
 * another script).
 */
export function slugify(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > 80) break;
    slug = next;
  }
  return slug || (words[0]?.slice(0, 80) ?? '') || 'post';
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * The visible text of an HTML fragment, for counting only (the form's length rule, reading time):
 * script and style blocks and tags removed, the common entities decoded, whitespace collapsed.
 * Never used to make HTML safe.
 */
export function htmlText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|apos|nbsp);/g, (_, name: string) => ENTITIES[name]!)
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code) % 0x110000))
    .replace(/\s+/g, ' ')
    .trim();
}

/** Minutes to read `html` at 200 words a minute, rounded up; at least 1. */
export function readingMinutes(html: string): number {
  const words = htmlText(html).split(' ').filter(Boolean).length;
  return Math.max(1, Math.ceil(words / READING_WORDS_PER_MINUTE));
}

/** Whether the post's page shows a table of contents: its content is over 2,000 characters (storefront spec §2). */
export function hasTableOfContents(html: string): boolean {
  return html.length > TOC_MIN_CONTENT_LENGTH;
}

/** `text` cut to `max` characters with '...' when longer (the cards' excerpt cut). */
export function cutText(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max).trimEnd()}...`;
}

/** A comma-separated field as a list: trimmed, empty entries dropped, duplicates (any case) once (admin spec §5). */
export function splitList(value: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of value.split(',')) {
    const trimmed = item.trim();
    if (trimmed && !seen.has(trimmed.toLowerCase())) {
      seen.add(trimmed.toLowerCase());
      out.push(trimmed);
    }
  }
  return out;
}

/** True for a picture address the blog accepts: https://… or our own media store's /media/…. */
export function isAllowedImageUrl(url: string): boolean {
  if (/[\s"'<>\\]/.test(url)) return false;
  if (url.startsWith('/media/')) return !url.includes('..');
  return /^https:\/\/[a-z0-9.-]+(:\d+)?(\/|$)/i.test(url);
}

/**
 * The first problem of the post form (admin spec §5: only the first error is shown), or null:
 * title required and ≥ 5, content required and ≥ 50 characters of text, excerpt ≤ 300.
 */
export function firstBlogFormError(form: { title: string; content: string; excerpt: string }): string | null {
  const title = form.title.trim();
  if (!title) return TITLE_REQUIRED;
  if (title.length < TITLE_MIN) return TITLE_TOO_SHORT;
  const text = htmlText(form.content);
  if (!text) return CONTENT_REQUIRED;
  if (text.length < CONTENT_MIN_TEXT) return CONTENT_TOO_SHORT;
  if (form.excerpt.length > EXCERPT_MAX) return EXCERPT_TOO_LONG;
  return null;
}

/** The cards' tags: the first two and how many more ('+n more'). */
export function cardTags(tags: readonly string[]): { shown: string[]; more: number } {
  return { shown: tags.slice(0, BLOG_CARD_TAGS), more: Math.max(0, tags.length - BLOG_CARD_TAGS) };
}

/** '1 view', '1,234 views' (Indian digit grouping). */
export function viewsLabel(count: number): string {
  return `${count.toLocaleString('en-IN')} ${count === 1 ? 'view' : 'views'}`;
}
