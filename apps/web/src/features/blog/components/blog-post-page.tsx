/**
 * /blog/{slug} (storefront spec §2 Blogs): breadcrumb, reading progress, the post's header
 * (post-meta.tsx), excerpt, the server-sanitised HTML with ids on its headings and a table of
 * contents when it is over 2,000 characters, the author, 3 related posts, back-to-top and back
 * to all blogs; 'Blog Not Found' for a draft or unknown slug, 'Failed to load blog' with Try
 * Again when the call fails. The <head> comes from the server (modules/seo/blog-heads.page.ts).
 */
import { BLOG_FETCH_FAILED, BLOG_NOT_FOUND, hasTableOfContents } from '@shop/domain/blog/blog.rules';
import { pictureSrcSet } from '@shop/domain/catalog/media-variants.rules';
import { Link, useParams } from 'react-router';
import { CenteredSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { hasErrorCode } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../shared/settings/use-document-title';
import { useBlogPost } from '../api/get-blog-post';
import { useBlogHeadings } from '../hooks/use-blog-headings';
import { AuthorCard } from './author-card';
import { BackToTop } from './back-to-top';
import { BlogLoadError } from './blog-load-error';
import { BlogNotFound } from './blog-not-found';
import { PostMeta } from './post-meta';
import { ReadingProgress } from './reading-progress';
import { RelatedBlogs } from './related-blogs';
import { TableOfContents } from './table-of-contents';

export function BlogPostPage() {
  const slug = useParams().slug ?? '';
  const post = useBlogPost(slug);
  const content = useBlogHeadings(post.data?.content ?? '');
  const notFound = hasErrorCode(post.error, 'NOT_FOUND');
  useDocumentTitle(post.data ? post.data.meta_title || post.data.title : notFound ? 'Blog Not Found' : undefined);

  if (post.isPending) return <CenteredSpinner label="Loading blog..." />;
  if (notFound) return <BlogNotFound message={BLOG_NOT_FOUND} />;
  if (post.isError)
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <BlogLoadError title={BLOG_FETCH_FAILED} onRetry={() => void post.refetch()} />
      </div>
    );
  const blog = post.data;
  const toc = hasTableOfContents(blog.content) ? content.headings : [];

  return (
    <div className="mx-auto max-w-6xl space-y-10 px-4 py-8">
      <ReadingProgress />
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600 print:hidden">
        <ol className="flex flex-wrap items-center gap-2">
          <li>
            <Link to={paths.home()} className="hover:underline">
              Home
            </Link>
          </li>
          <li aria-hidden>/</li>
          <li>
            <Link to={paths.blogs()} className="hover:underline">
              Blogs
            </Link>
          </li>
          <li aria-hidden>/</li>
          <li aria-current="page" className="line-clamp-1 text-slate-900">
            {blog.title}
          </li>
        </ol>
      </nav>
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_16rem]">
        <article className="min-w-0 space-y-6">
          <PostMeta post={blog} />
          {blog.featured_image_url && (
            <img
              src={blog.featured_image_url}
              srcSet={pictureSrcSet(blog.featured_image_url)}
              sizes="(min-width: 1024px) 800px, 100vw"
              alt=""
              width={1200}
              height={675}
              fetchPriority="high"
              className="aspect-video w-full rounded-xl bg-slate-100 object-cover"
            />
          )}
          {blog.excerpt && <p className="text-lg text-slate-700">{blog.excerpt}</p>}
          {toc.length > 0 && (
            <div className="lg:hidden">
              <TableOfContents headings={toc} />
            </div>
          )}
          {/* The server keeps only its allow-list's tags and attributes (modules/blog/blog-html.rules.ts). */}
          <div className="blog-prose" dangerouslySetInnerHTML={{ __html: content.html }} />
          <AuthorCard name={blog.author} bio={blog.author_bio} />
          <Link to={paths.blogs()} className="inline-block font-semibold text-brand-700 hover:underline print:hidden">
            ← Back to all blogs
          </Link>
        </article>
        {toc.length > 0 && (
          <div className="hidden lg:block">
            <div className="sticky top-24">
              <TableOfContents headings={toc} />
            </div>
          </div>
        )}
      </div>
      <RelatedBlogs slug={blog.slug} tag={blog.tags[0]} />
      <BackToTop />
    </div>
  );
}
