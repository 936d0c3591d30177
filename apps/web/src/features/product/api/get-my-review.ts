/** GET /product/:id/review — the signed-in customer's own review of the product (null when none). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnReview } from '@shop/domain/reviews/review.responses';
import { api } from '../../../lib/api-client';
import { reviewsKey } from './get-reviews';

export async function getMyReview(productId: string): Promise<OwnReview | null> {
  return (await api.call('GET /product/:id/review', { params: { id: productId } })).review;
}

/** Keyed by the customer too, so another sign-in in the same tab never sees the last one's review. */
export const myReviewQueryOptions = (productId: string, customerId: string) =>
  queryOptions({ queryKey: [...reviewsKey(productId), 'mine', customerId], queryFn: () => getMyReview(productId) });

/** The customer's review, asked for only while someone is signed in (`customerId` set). */
export function useMyReview(productId: string, customerId: string | undefined) {
  return useQuery({ ...myReviewQueryOptions(productId, customerId ?? ''), enabled: Boolean(customerId) });
}
