/** Total Posts, Published and Drafts (admin spec §2, GET /blog/stats). */
import { useBlogStats } from '../api/list-blog-posts';

export function BlogStatsCards() {
  const stats = useBlogStats();
  const cards = [
    { label: 'Total Posts', value: stats.data?.total },
    { label: 'Published', value: stats.data?.published },
    { label: 'Drafts', value: stats.data?.draft },
  ];
  return (
    <dl className="grid grid-cols-3 gap-3">
      {cards.map((card) => (
        <div key={card.label} className="rounded-xl border border-slate-200 bg-white p-4">
          <dt className="text-sm text-slate-600">{card.label}</dt>
          <dd className="mt-1 text-2xl font-semibold text-slate-900">{card.value ?? '–'}</dd>
        </div>
      ))}
    </dl>
  );
}
