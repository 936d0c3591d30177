/** POST /admin/logout — ends the staff session and forgets every admin query. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminSessionQueryOptions } from './get-admin-session';

export function logoutAdmin(): Promise<unknown> {
  return api.call('POST /admin/logout');
}

export function useLogoutAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logoutAdmin,
    // Even if the call fails the screen must stop showing staff data.
    onSettled: () => {
      queryClient.removeQueries({ queryKey: ['admin', 'orders'] });
      queryClient.removeQueries({ queryKey: ['admin', 'jobs'] });
      queryClient.setQueryData(adminSessionQueryOptions().queryKey, null);
    },
  });
}
