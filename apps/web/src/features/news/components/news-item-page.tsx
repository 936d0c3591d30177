/** /news/{id} (issue 30): one news item whole: title, subtitle, date, description and every picture. */
import { pictureSrcSet, variantUrl } from '@shop/domain/catalog/media-variants.rules';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { CenteredSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { hasErrorCode } from '../../../lib/api-client';
import { useNewsItem } from '../api/news';
import { NewsDate } from './news-date';

export function NewsItemPage() {
  const { id = '' } = useParams();
  const item = useNewsItem(id);
  const back = (
    <Link to={paths.news()} className="text-sm font-medium text-blue-700 hover:underline">
      ← All news
    </Link>
  );
  if (item.isPending) return <CenteredSpinner label="Loading…" />;
  if (item.isError)
    return (
      <div className="mx-auto max-w-3xl space-y-4 px-4 py-8">
        {back}
        {hasErrorCode(item.error, 'NOT_FOUND') ? (
          <EmptyState title="News not found" text="This news item may have been removed." />
        ) : (
          <LoadError title="Could not load the news" message={item.error.message} onRetry={() => void item.refetch()} />
        )}
      </div>
    );
  const news = item.data;
  return (
    <article className="mx-auto max-w-3xl space-y-5 px-4 py-6 sm:py-8">
      {back}
      <header className="space-y-2">
        <p className="text-xs font-medium uppercase tracking-wide text-slate-500">
          <NewsDate iso={news.createdAt} />
        </p>
        <h1 className="break-words text-2xl font-semibold text-slate-900 sm:text-3xl">{news.title}</h1>
        <p className="break-words text-lg text-slate-600">{news.subtitle}</p>
      </header>
      {news.image[0] && (
        <img
          src={variantUrl(news.image[0], 'full')}
          srcSet={pictureSrcSet(news.image[0])}
          sizes="(min-width: 768px) 720px, 100vw"
          alt=""
          className="w-full rounded-xl bg-slate-100 object-cover"
        />
      )}
      <div className="whitespace-pre-line break-words text-base leading-relaxed text-slate-800">{news.description}</div>
      {news.image.length > 1 && (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="More pictures">
          {news.image.slice(1).map((url) => (
            <li key={url}>
              <img
                src={variantUrl(url, 'card')}
                alt=""
                loading="lazy"
                className="aspect-[4/3] w-full rounded-lg bg-slate-100 object-cover"
              />
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
