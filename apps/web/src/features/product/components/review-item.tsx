/**
 * One review in the list: stars, the reviewer's shown name, the date, 'Verified purchase' when
 * they received the product, and the text. The text is plain text rendered as a React text node,
 * so any HTML in it shows as typed and never runs.
 */
import type { PublicReview } from '@shop/domain/reviews/review.responses';
import { Badge } from '../../../components/ui/badge';
import { StarRating } from '../../../components/ui/star-rating';

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

export function ReviewItem({ review }: { review: PublicReview }) {
  const edited = review.updated_at !== review.created_at;
  return (
    <li className="border-b border-slate-100 py-4 last:border-b-0">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <StarRating stars={review.stars} />
        <span className="text-sm font-semibold text-slate-800">{review.reviewer_name}</span>
        {review.verified_purchase && <Badge tone="green">Verified purchase</Badge>}
      </div>
      <p className="mt-1 text-xs text-slate-500">
        <time dateTime={review.created_at}>{dateFormat.format(new Date(review.created_at))}</time>
        {edited && <span> · edited</span>}
      </p>
      <p className="mt-2 whitespace-pre-line break-words text-sm leading-6 text-slate-700">{review.review}</p>
    </li>
  );
}
