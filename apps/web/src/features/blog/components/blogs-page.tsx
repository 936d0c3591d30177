/**
 * /blogs (storefront spec §2 Blogs, §4): a search box debounced 500 ms and tag buttons debounced
 * 300 ms (either resets to page 1), 9 cards a page, Previous/numbers/Next, 'Failed to load blogs'
 * with Try Again, 'No blogs found matching your criteria' with Clear All Filters, or 'No blogs
 * available yet'.
 */
import {
  BLOG_PAGE_SIZE,
  BLOG_SEARCH_DEBOUNCE_MS,
  BLOG_TAG_DEBOUNCE_MS,
  BLOGS_FETCH_FAILED,
  NO_BLOGS_MATCH,
  NO_BLOGS_YET,
} from '@shop/domain/blog/blog.rules';
import { useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { CenteredSpinner } from '../../../components/ui/spinner';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { usePublishedBlogs } from '../api/get-published-blogs';
import { BlogCard } from './blog-card';
import { BlogFilters } from './blog-filters';
import { BlogLoadError } from './blog-load-error';
import { BlogPagination } from './blog-pagination';

export function BlogsPage() {
  const [searchInput, setSearchInput] = useState('');
  const [tagInput, setTagInput] = useState('');
  const search = useDebouncedValue(searchInput.trim(), BLOG_SEARCH_DEBOUNCE_MS);
  const tag = useDebouncedValue(tagInput, BLOG_TAG_DEBOUNCE_MS);
  // The page belongs to the filters it was chosen under: new filters start at page 1.
  const filterKey = `${search}\u0000${tag}`;
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const blogs = usePublishedBlogs({ pageNum: page, pageSize: BLOG_PAGE_SIZE, search, tag });
  const filtered = Boolean(search || tag);
  const clear = () => {
    setSearchInput('');
    setTagInput('');
  };
  const goTo = (n: number) => {
    setPaging({ filterKey, page: n });
    window.scrollTo({ top: 0 });
  };

  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-8">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold text-slate-900">Blogs</h1>
        <p className="text-slate-600">Guides, project ideas and news from our workshop.</p>
      </header>
      <BlogFilters
        search={searchInput}
        onSearch={setSearchInput}
        tags={blogs.data?.tags ?? []}
        tag={tagInput}
        onTag={setTagInput}
      />
      {blogs.isPending ? (
        <CenteredSpinner label="Loading blogs..." />
      ) : blogs.isError ? (
        <BlogLoadError title={BLOGS_FETCH_FAILED} onRetry={() => void blogs.refetch()} />
      ) : blogs.data.blogs.length === 0 ? (
        <EmptyState title={filtered ? NO_BLOGS_MATCH : NO_BLOGS_YET}>
          {filtered && (
            <button
              type="button"
              onClick={clear}
              className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
            >
              Clear All Filters
            </button>
          )}
        </EmptyState>
      ) : (
        <>
          <div className="flex items-center justify-between text-sm text-slate-600">
            <span aria-live="polite">
              {blogs.data.total} {blogs.data.total === 1 ? 'post' : 'posts'}
            </span>
            {filtered && (
              <button type="button" onClick={clear} className="font-medium text-brand-700 hover:underline">
                Clear All Filters
              </button>
            )}
          </div>
          <section aria-label="Blog posts" className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {blogs.data.blogs.map((blog, i) => (
              <BlogCard key={blog._id} blog={blog} eager={i < 3} />
            ))}
          </section>
          <BlogPagination page={page} pages={blogs.data.totalPages} onPage={goTo} />
        </>
      )}
    </div>
  );
}
