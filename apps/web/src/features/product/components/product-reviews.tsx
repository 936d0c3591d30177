/**
 * The product page's reviews section (element id 'reviews', the target of the page's scroll to
 * reviews): the star summary, the Write a Review strip, and the shown reviews ten a page, newest,
 * highest or lowest rated first. Opened as /product/{id}#reviews (coming back from sign-in) it
 * scrolls itself into view once loaded.
 */
import { REVIEW_SORT_LABELS, REVIEW_SORTS, type ReviewSort } from '@shop/domain/reviews/review.rules';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { SelectField } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { useReviews } from '../api/get-reviews';
import { ReviewItem } from './review-item';
import { ReviewPager } from './review-pager';
import { ReviewSummary } from './review-summary';
import { REVIEWS_HEADING_ID, REVIEWS_SECTION_ID } from './scroll-to-reviews';
import { WriteReview } from './write-review';

const SORT_OPTIONS = REVIEW_SORTS.map((value) => ({ value, label: REVIEW_SORT_LABELS[value] }));

/** The section for the product `productId`. */
export function ProductReviews({ productId }: { productId: string }) {
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<ReviewSort>('newest');
  const reviews = useReviews(productId, page, sort);
  const section = useRef<HTMLElement>(null);
  const listTop = useRef<HTMLHeadingElement>(null);
  const { hash } = useLocation();
  const loaded = reviews.isSuccess;

  useEffect(() => {
    if (loaded && hash === `#${REVIEWS_SECTION_ID}`) section.current?.scrollIntoView({ block: 'start' });
  }, [loaded, hash]);

  const data = reviews.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const goTo = (next: number) => {
    setPage(next);
    listTop.current?.focus({ preventScroll: false });
  };

  return (
    <section
      id={REVIEWS_SECTION_ID}
      ref={section}
      aria-labelledby={REVIEWS_HEADING_ID}
      className="mt-6 scroll-mt-24 rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id={REVIEWS_HEADING_ID} tabIndex={-1} className="mb-4 text-lg font-semibold text-slate-900">
        Customer Reviews
      </h2>
      <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
        <div className="space-y-5">
          {data && <ReviewSummary summary={data.summary} />}
          <WriteReview productId={productId} />
        </div>
        <div>
          <div className="flex flex-wrap items-end justify-between gap-3">
            <h3 ref={listTop} tabIndex={-1} className="text-base font-semibold text-slate-900">
              {data ? `${data.total.toLocaleString('en-IN')} ${data.total === 1 ? 'review' : 'reviews'}` : 'Reviews'}
            </h3>
            <SelectField
              label="Sort reviews"
              options={SORT_OPTIONS}
              value={sort}
              onChange={(e) => {
                setSort(e.target.value as ReviewSort);
                setPage(1);
              }}
              className="w-44"
            />
          </div>
          {reviews.isPending && <Spinner size="sm" label="Loading reviews..." />}
          {reviews.isError && (
            <p className="mt-4 text-sm text-red-600">Could not load the reviews: {reviews.error.message}</p>
          )}
          {data && data.total === 0 && (
            <p className="mt-4 text-sm text-slate-600">No reviews yet. Be the first to review this product.</p>
          )}
          {data && data.reviews.length > 0 && (
            <ul
              className={`mt-2 ${reviews.isPlaceholderData ? 'opacity-60' : ''}`}
              aria-busy={reviews.isPlaceholderData || undefined}
            >
              {data.reviews.map((review) => (
                <ReviewItem key={review._id} review={review} />
              ))}
            </ul>
          )}
          {pages > 1 && <ReviewPager page={page} pages={pages} onPage={goTo} />}
        </div>
      </div>
    </section>
  );
}
