/** The home page's news strip's content (issue 30): the 3 newest items as cards and a link to /news; nothing when there is no news. */
import { NEWS_STRIP_SIZE } from '@shop/domain/news/news.rules';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useNewsList } from '../api/news';
import { NewsCard } from './news-card';

export function NewsStripCards() {
  const news = useNewsList(1, NEWS_STRIP_SIZE);
  const items = news.data?.newsList ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="news-strip-title" className="space-y-4">
      <div className="flex items-end justify-between gap-4">
        <h2 id="news-strip-title" className="text-xl font-semibold text-slate-900 sm:text-2xl">
          News and Updates
        </h2>
        <Link to={paths.news()} className="text-sm font-medium text-blue-700 hover:underline">
          All news
        </Link>
      </div>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item._id} className="relative">
            <NewsCard item={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}
