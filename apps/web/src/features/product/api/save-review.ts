/**
 * PUT /product/:id/review — writes or edits the signed-in customer's review. On success the
 * product (its review_stars and no_of_reviews), its cards and its reviews are fetched again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedReviewData } from '@shop/domain/reviews/review.responses';
import { api } from '../../../lib/api-client';
import { myReviewQueryOptions } from './get-my-review';
import { reviewsKey } from './get-reviews';

export interface SaveReviewInput {
  stars: number;
  review: string;
}

export function saveReview(productId: string, input: SaveReviewInput): Promise<SavedReviewData> {
  return api.put<SavedReviewData>(`/product/${encodeURIComponent(productId)}/review`, input);
}

export function useSaveReview(productId: string, customerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveReviewInput) => saveReview(productId, input),
    onSuccess: async (saved) => {
      queryClient.setQueryData(myReviewQueryOptions(productId, customerId).queryKey, saved.review);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['products'] }),
        queryClient.invalidateQueries({ queryKey: [...reviewsKey(productId), 'list'] }),
      ]);
    },
  });
}
