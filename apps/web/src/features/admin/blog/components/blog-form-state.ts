/**
 * The Create/Edit modal's fields as text (tags and keywords comma-separated, admin spec §5) and
 * the body they become: trimmed, lists split, empty optional fields left out (admin spec §7).
 */
import { splitList, type BlogStatus } from '@shop/domain/blog/blog.rules';
import type { BlogPostInput } from '@shop/domain/blog/blog.schemas';
import type { AdminBlogPost } from '../api/list-blog-posts';

export interface BlogForm {
  title: string;
  content: string;
  excerpt: string;
  featured_image_url: string;
  status: BlogStatus;
  tags: string;
  meta_title: string;
  meta_description: string;
  meta_keywords: string;
  slug: string;
  author: string;
  author_bio: string;
}

export const EMPTY_BLOG_FORM: BlogForm = {
  title: '',
  content: '',
  excerpt: '',
  featured_image_url: '',
  status: 'draft',
  tags: '',
  meta_title: '',
  meta_description: '',
  meta_keywords: '',
  slug: '',
  author: '',
  author_bio: '',
};

/** The form of a post opened for editing. */
export function formOf(post: AdminBlogPost): BlogForm {
  return {
    title: post.title,
    content: post.content,
    excerpt: post.excerpt,
    featured_image_url: post.featured_image_url,
    status: post.status,
    tags: post.tags.join(', '),
    meta_title: post.meta_title,
    meta_description: post.meta_description,
    meta_keywords: post.meta_keywords.join(', '),
    slug: post.slug,
    author: post.author,
    author_bio: post.author_bio,
  };
}

/** The request body: the required fields, and the optional ones only when filled in. */
export function bodyOf(form: BlogForm): BlogPostInput {
  const filled = (value: string) => (value.trim() ? value.trim() : undefined);
  return {
    title: form.title.trim(),
    content: form.content,
    status: form.status,
    excerpt: filled(form.excerpt),
    featured_image_url: filled(form.featured_image_url),
    tags: splitList(form.tags),
    meta_title: filled(form.meta_title),
    meta_description: filled(form.meta_description),
    meta_keywords: splitList(form.meta_keywords),
    slug: filled(form.slug),
    author: filled(form.author),
    author_bio: filled(form.author_bio),
  };
}
