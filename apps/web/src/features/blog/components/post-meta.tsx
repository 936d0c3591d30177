/**
 * The post's header lines (storefront spec §2): tags, title, date, minutes to read, views, the
 * updated date when it differs from the created one, and the bookmark, share and print actions.
 */
import { readingMinutes, viewsLabel } from '@shop/domain/blog/blog.rules';
import type { BlogPost } from '@shop/domain/blog/blog.responses';
import { lazy, Suspense, useState } from 'react';
import { formatDate } from '../../../lib/format';
import { useBookmark } from '../hooks/use-bookmarks';

// The dialog's code (the modal, the toast) loads when Share is pressed.
const ShareDialog = lazy(async () => ({ default: (await import('./share-dialog')).ShareDialog }));

const action =
  'rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 hover:border-brand-600';

export function PostMeta({ post }: { post: BlogPost }) {
  const { bookmarked, toggle } = useBookmark(post.slug);
  const [sharing, setSharing] = useState(false);
  const created = post.published_at ?? post.created_at;
  const updated = formatDate(post.updated_at) !== formatDate(created);
  return (
    <header className="space-y-4">
      {post.tags.length > 0 && (
        <ul aria-label="Tags" className="flex flex-wrap gap-2 text-xs">
          {post.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-brand-50 px-2.5 py-0.5 font-medium text-brand-700">
              {tag}
            </li>
          ))}
        </ul>
      )}
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{post.title}</h1>
      <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-600">
        <time dateTime={created}>{formatDate(created)}</time>
        <span>{readingMinutes(post.content)} min read</span>
        <span>{viewsLabel(post.view_count)}</span>
        {updated && (
          <span>
            Updated <time dateTime={post.updated_at}>{formatDate(post.updated_at)}</time>
          </span>
        )}
      </p>
      <div className="flex flex-wrap gap-2 print:hidden">
        <button type="button" aria-pressed={bookmarked} onClick={toggle} className={action}>
          {bookmarked ? 'Bookmarked' : 'Bookmark'}
        </button>
        <button type="button" onClick={() => setSharing(true)} className={action}>
          Share
        </button>
        <button type="button" onClick={() => window.print()} className={action}>
          Print
        </button>
      </div>
      {sharing && (
        <Suspense fallback={null}>
          <ShareDialog title={post.title} url={window.location.href} onClose={() => setSharing(false)} />
        </Suspense>
      )}
    </header>
  );
}
