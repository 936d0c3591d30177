/**
 * /admin-dashboard/news-updates — News and Updates Management (admin spec §2; any staff member,
 * §6): the grid of news cards, 20 a page, with Create News Article and each card's Edit, View and
 * Delete modals. What is posted shows on the home page's strip and /news.
 */
import { NEWS_PAGE_SIZE } from '@shop/domain/news/news.rules';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { LoadError } from '../../../../components/ui/load-error';
import { CenteredSpinner } from '../../../../components/ui/spinner';
import { useAdminNews, type NewsItem } from '../api/admin-news';
import { DeleteNewsDialog } from './delete-news-dialog';
import { NewsAdminCard } from './news-admin-card';
import { NewsFormDialog } from './news-form-dialog';
import { NewsViewDialog } from './news-view-dialog';

type Dialog = { kind: 'create' } | { kind: 'edit' | 'view' | 'delete'; item: NewsItem };

export function NewsAdminPage() {
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const news = useAdminNews(page);
  const items = news.data?.newsList;
  const pages = Math.max(1, Math.ceil((news.data?.total ?? 0) / NEWS_PAGE_SIZE));
  const close = () => setDialog(null);

  return (
    <div className="space-y-6">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">News and Updates</h1>
          <p className="mt-1 text-sm text-slate-600">Shown to shoppers on the home page and at /news, newest first.</p>
        </div>
        <Button onClick={() => setDialog({ kind: 'create' })}>Create News Article</Button>
      </header>

      {news.isPending ? (
        <CenteredSpinner label="Loading news…" />
      ) : news.isError && !items ? (
        <LoadError title="Could not load the news" message={news.error.message} onRetry={() => void news.refetch()} />
      ) : !items || items.length === 0 ? (
        <EmptyState title="No news articles yet" text="Create one: it appears on the home page and at /news." />
      ) : (
        <section aria-label="News articles" className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {items.map((item) => (
            <NewsAdminCard
              key={item._id}
              item={item}
              onEdit={() => setDialog({ kind: 'edit', item })}
              onView={() => setDialog({ kind: 'view', item })}
              onDelete={() => setDialog({ kind: 'delete', item })}
            />
          ))}
        </section>
      )}

      {pages > 1 && (
        <nav aria-label="News pages" className="flex items-center justify-end gap-3 text-sm text-slate-600">
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

      {dialog?.kind === 'create' && <NewsFormDialog onClose={close} />}
      {dialog?.kind === 'edit' && <NewsFormDialog item={dialog.item} onClose={close} />}
      {dialog?.kind === 'view' && <NewsViewDialog item={dialog.item} onClose={close} />}
      {dialog?.kind === 'delete' && <DeleteNewsDialog item={dialog.item} onClose={close} />}
    </div>
  );
}
