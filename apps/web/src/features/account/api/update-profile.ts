/**
 * The customer's own account (shopper spec §7 POST /user/{id}/update; issue 29): edit the name
 * and phone (the session every page reads takes the answer), change the password.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountPasswordBody, ProfileFields } from '@shop/domain/accounts/profile.schemas';
import { api } from '../../../lib/api-client';
import { sessionQueryKey } from '../../../shared/session/get-session';

export function useUpdateProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: ProfileFields) =>
      api.call('POST /user/:id/update', { params: { id: userId }, body: { user: fields } }),
    onSuccess: ({ user }) => queryClient.setQueryData(sessionQueryKey, user),
  });
}

export function useChangeOwnPassword(userId: string) {
  return useMutation({
    mutationFn: (body: AccountPasswordBody) =>
      api.call('POST /user/:id/change-password', { params: { id: userId }, body }),
  });
}
