/** GET /product/:id/reviews — a page of a product's reviews in the chosen order, with the star summary. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewSort } from '@shop/domain/reviews/review.rules';
import { api, type ApiData } from '../../../lib/api-client';

/** Every review query of a product starts with this key. */
export const reviewsKey = (productId: string) => ['reviews', productId] as const;

export function getReviews(
  productId: string,
  page: number,
  sort: ReviewSort,
): Promise<ApiData<'GET /product/:id/reviews'>> {
  return api.call('GET /product/:id/reviews', { params: { id: productId }, query: { page, sort } });
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
