/**
 * /news (issue 30): every news item, newest first, 20 a page, as cards that open the whole item;
 * 'No news yet' when there is none.
 */
import { NEWS_PAGE_SIZE } from '@shop/domain/news/news.rules';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { CenteredSpinner } from '../../../components/ui/spinner';
import { useNewsList } from '../api/news';
import { NewsCard } from './news-card';

export function NewsPage() {
  const [page, setPage] = useState(1);
  const news = useNewsList(page, NEWS_PAGE_SIZE);
  const items = news.data?.newsList;
  const pages = Math.max(1, Math.ceil((news.data?.total ?? 0) / NEWS_PAGE_SIZE));
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-6 sm:py-8">
      <header>
        <h1 className="text-2xl font-semibold text-slate-900 sm:text-3xl">News and Updates</h1>
        <p className="mt-1 text-sm text-slate-600">New arrivals, restocks and what is happening at the shop.</p>
      </header>
      {news.isPending ? (
        <CenteredSpinner label="Loading news…" />
      ) : news.isError && !items ? (
        <LoadError title="Could not load the news" message={news.error.message} onRetry={() => void news.refetch()} />
      ) : !items || items.length === 0 ? (
        <EmptyState title="No news yet" text="News and updates from the shop will appear here." />
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <li key={item._id} className="relative">
              <NewsCard item={item} />
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav aria-label="News pages" className="flex items-center justify-center gap-3 text-sm text-slate-600">
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            Previous
          </Button>
          <span>
            Page {page} of {pages}
          </span>
          <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            Next
          </Button>
        </nav>
      )}
    </div>
  );
}
