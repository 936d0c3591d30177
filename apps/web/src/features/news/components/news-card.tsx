/**
 * A news card (issue 30): the first picture, the date, the title and subtitle cut to 200
 * characters (admin spec §2, §10), linking to the whole item at /news/{id}.
 */
import { NEWS_CARD_CUT } from '@shop/domain/news/news.rules';
import { cutText } from '@shop/domain/validation/cut-text.rules';
import { pictureSrcSet, variantUrl } from '@shop/domain/catalog/media-variants.rules';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { NewsItem } from '../api/news';
import { NewsDate } from './news-date';

export function NewsCard({ item }: { item: NewsItem }) {
  const picture = item.image[0];
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
      {picture && (
        <img
          src={variantUrl(picture, 'card')}
          srcSet={pictureSrcSet(picture)}
          sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
          alt=""
          loading="lazy"
          className="aspect-[16/9] w-full bg-slate-100 object-cover"
        />
      )}
      <div className="flex flex-1 flex-col gap-1 p-4">
        <p className="text-xs font-medium uppercase tracking-wide text-slate-500">
          <NewsDate iso={item.createdAt} />
        </p>
        <h3 className="break-words text-base font-semibold text-slate-900">
          <Link
            to={paths.newsItem(item._id)}
            className="after:absolute after:inset-0 focus:outline-none group-hover:text-blue-700"
          >
            {cutText(item.title, NEWS_CARD_CUT)}
          </Link>
        </h3>
        <p className="break-words text-sm text-slate-600">{cutText(item.subtitle, NEWS_CARD_CUT)}</p>
      </div>
    </article>
  );
}
