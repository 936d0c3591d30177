/** GET /product/:id/reviews — a page of a product's reviews in the chosen order, with the star summary. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewSort } from '@shop/domain/reviews/review-rules';
import type { ReviewListData } from '@shop/domain/reviews/review.responses';
import { api } from '../../../lib/api-client';

/** Every review query of a product starts with this key. */
export const reviewsKey = (productId: string) => ['reviews', productId] as const;

export function getReviews(productId: string, page: number, sort: ReviewSort): Promise<ReviewListData> {
  const query = new URLSearchParams({ page: String(page), sort });
  return api.get<ReviewListData>(`/product/${encodeURIComponent(productId)}/reviews?${query}`);
}

export const reviewsQueryOptions = (productId: string, page: number, sort: ReviewSort) =>
  queryOptions({
    queryKey: [...reviewsKey(productId), 'list', page, sort],
    queryFn: () => getReviews(productId, page, sort),
    placeholderData: keepPreviousData,
  });

export function useReviews(productId: string, page: number, sort: ReviewSort) {
  return useQuery(reviewsQueryOptions(productId, page, sort));
}
