/**
 * PUT /product/:id/review — writes or edits the signed-in customer's review. On success the
 * product (its review_stars and no_of_reviews), its cards and its reviews are fetched again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiBody, type ApiData } from '../../../lib/api-client';
import { myReviewQueryOptions } from './get-my-review';
import { reviewsKey } from './get-reviews';

type SaveReview = 'PUT /product/:id/review';

export function saveReview(productId: string, review: ApiBody<SaveReview>): Promise<ApiData<SaveReview>> {
  return api.call('PUT /product/:id/review', { params: { id: productId }, body: review });
}

export function useSaveReview(productId: string, customerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: ApiBody<SaveReview>) => saveReview(productId, review),
    onSuccess: async (saved) => {
      queryClient.setQueryData(myReviewQueryOptions(productId, customerId).queryKey, saved.review);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['products'] }),
        queryClient.invalidateQueries({ queryKey: [...reviewsKey(productId), 'list'] }),
      ]);
    },
  });
}
