/** The star summary of the reviews section: the rating, the review count and a bar per star. */
import type { ReviewSummaryData } from '@shop/domain/reviews/review.responses';
import { StarRating } from '../../../components/ui/star-rating';

export function ReviewSummary({ summary }: { summary: ReviewSummaryData }) {
  const total = summary.star_counts.reduce((a, b) => a + b, 0);
  return (
    <div>
      <p className="text-4xl font-bold text-slate-900">
        {summary.review_stars.toFixed(1)}
        <span className="text-base font-medium text-slate-500"> out of 5</span>
      </p>
      <StarRating stars={summary.review_stars} size="md" />
      <p className="mt-1 text-sm text-slate-600">
        {summary.no_of_reviews === 1 ? '1 review' : `${summary.no_of_reviews.toLocaleString('en-IN')} reviews`}
      </p>
      <dl className="mt-4 space-y-1.5">
        {[5, 4, 3, 2, 1].map((stars) => {
          const n = summary.star_counts[stars - 1] ?? 0;
          return (
            <div key={stars} className="flex items-center gap-2 text-sm">
              <dt className="w-12 shrink-0 text-slate-600">{stars} star</dt>
              <dd className="flex flex-1 items-center gap-2">
                <span className="h-2 flex-1 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
                  <span
                    className="block h-full rounded-full bg-amber-400"
                    style={{ width: `${total > 0 ? (n / total) * 100 : 0}%` }}
                  />
                </span>
                <span className="w-8 text-right tabular-nums text-slate-600">{n}</span>
              </dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}
