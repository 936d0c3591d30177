/** A blog row as the API shows it (storefront spec §3 'Blog'; admin spec §3 'Blog post'). */
import type { AdminBlogPost, BlogPost, BlogSummary } from '@shop/domain/blog/blog.responses';
import type { BlogRow } from './blog.repository';

/** The card's fields. */
export function toBlogSummary(row: BlogRow): BlogSummary {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    tags: row.tags,
    featured_image_url: row.featuredImageUrl,
    author: row.author,
    view_count: row.viewCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    published_at: row.publishedAt?.toISOString() ?? null,
  };
}

/** The whole post as the storefront shows it. */
export function toBlogPost(row: BlogRow): BlogPost {
  return {
    ...toBlogSummary(row),
    content: row.contentHtml,
    author_bio: row.authorBio,
    meta_title: row.metaTitle,
    meta_description: row.metaDescription,
    meta_keywords: row.metaKeywords,
  };
}

/** The post as staff edit it, with its status. */
export function toAdminBlogPost(row: BlogRow): AdminBlogPost {
  return { ...toBlogPost(row), status: row.status };
}
