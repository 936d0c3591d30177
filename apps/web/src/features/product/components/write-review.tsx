/**
 * The Write a Review strip (shopper spec §2): a visitor gets the 'Sign Up Required' popup (Close,
 * Login, Sign Up; either brings them back to the reviews); a customer writes their review, or sees the one they wrote with Edit. A review
 * the shop hid says so to its author.
 */
import type { OwnReview } from '@shop/domain/reviews/review.responses';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { StarRating } from '../../../components/ui/star-rating';
import { useSession } from '../../../shared/session/get-session';
import { SignUpRequiredDialog } from '../../auth';
import { useMyReview } from '../api/get-my-review';

// Loaded for a signed-in customer only: a visitor's first script does not carry the form.
const ReviewForm = lazy(async () => ({ default: (await import('./review-form')).ReviewForm }));

export function WriteReview({ productId }: { productId: string }) {
  const session = useSession();
  const location = useLocation();
  const customerId = session.data?._id;
  const mine = useMyReview(productId, customerId);
  const [editing, setEditing] = useState(false);
  const [asking, setAsking] = useState(false);

  let body;
  if (session.isPending || (customerId && mine.isPending)) body = <Spinner size="sm" label="Loading..." />;
  else if (!customerId) {
    body = (
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">Share what you built with it. Sign in to write a review.</p>
        <Button onClick={() => setAsking(true)}>Write a Review</Button>
        {asking && (
          <SignUpRequiredDialog
            reason="Log in or create an account to write a review. We bring you back here afterwards."
            from={`${location.pathname}#reviews`}
            onClose={() => setAsking(false)}
          />
        )}
      </div>
    );
  } else if (mine.isError) body = <p className="text-sm text-red-600">{mine.error.message}</p>;
  else if (mine.data && !editing) body = <OwnReviewCard review={mine.data} onEdit={() => setEditing(true)} />;
  else {
    body = (
      <Suspense fallback={<Spinner size="sm" label="Loading..." />}>
        <ReviewForm
          productId={productId}
          customerId={customerId}
          current={mine.data ?? null}
          onDone={() => setEditing(false)}
        />
      </Suspense>
    );
  }

  return (
    <div className="rounded-xl border border-brand-100 bg-brand-50/40 p-4">
      <h3 className="mb-3 text-base font-semibold text-slate-900">
        {mine.data && !editing ? 'Your review' : 'Write a Review'}
      </h3>
      {body}
    </div>
  );
}

function OwnReviewCard({ review, onEdit }: { review: OwnReview; onEdit: () => void }) {
  return (
    <div className="space-y-2">
      <StarRating stars={review.stars} />
      <p className="whitespace-pre-line break-words text-sm leading-6 text-slate-700">{review.review}</p>
      {review.hidden && (
        <p className="text-sm text-amber-800">
          The shop has hidden this review, so it is not shown to others or counted.
        </p>
      )}
      <Button variant="outline" size="sm" onClick={onEdit}>
        Edit your review
      </Button>
    </div>
  );
}
