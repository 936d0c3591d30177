/** A post on the list (storefront spec §2 Blogs): picture, 2 tags and '+n more', title, excerpt cut to 120, date, views, Read More. */
import { BLOG_LIST_EXCERPT_CUT, cardTags, cutText, viewsLabel } from '@shop/domain/blog/blog.rules';
import type { BlogSummary } from '@shop/domain/blog/blog.responses';
import { pictureSrcSet, variantUrl } from '@shop/domain/catalog/media-variants.rules';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';

export function BlogCard({ blog, eager = false }: { blog: BlogSummary; eager?: boolean }) {
  const tags = cardTags(blog.tags);
  return (
    <article className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      {blog.featured_image_url ? (
        <img
          src={variantUrl(blog.featured_image_url, 'card')}
          srcSet={pictureSrcSet(blog.featured_image_url)}
          sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
          alt=""
          width={480}
          height={270}
          loading={eager ? 'eager' : 'lazy'}
          className="aspect-video w-full bg-slate-100 object-cover"
        />
      ) : (
        <div aria-hidden className="aspect-video w-full bg-gradient-to-br from-brand-100 to-indigo-100" />
      )}
      <div className="flex flex-1 flex-col gap-3 p-5">
        {blog.tags.length > 0 && (
          <ul aria-label="Tags" className="flex flex-wrap gap-2 text-xs">
            {tags.shown.map((tag) => (
              <li key={tag} className="rounded-full bg-brand-50 px-2.5 py-0.5 font-medium text-brand-700">
                {tag}
              </li>
            ))}
            {tags.more > 0 && <li className="px-1 py-0.5 text-slate-600">+{tags.more} more</li>}
          </ul>
        )}
        <h2 className="text-lg font-semibold text-slate-900">
          <Link to={paths.blog(blog.slug)} className="hover:text-brand-700">
            {blog.title}
          </Link>
        </h2>
        <p className="text-sm text-slate-600">{cutText(blog.excerpt, BLOG_LIST_EXCERPT_CUT)}</p>
        <div className="mt-auto flex items-center justify-between gap-3 pt-2 text-xs text-slate-600">
          <span>
            <time dateTime={blog.published_at ?? blog.created_at}>
              {formatDate(blog.published_at ?? blog.created_at)}
            </time>
            {' · '}
            {viewsLabel(blog.view_count)}
          </span>
          <Link to={paths.blog(blog.slug)} className="font-semibold text-brand-700 hover:underline">
            Read More<span className="sr-only">: {blog.title}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
