/**
 * What happens when the server says the staff session is gone during an update: the message shows,
 * then after 2 seconds the session is forgotten and the admin login opens (admin spec §8).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../../config/paths';
import { adminSessionQueryOptions } from '../api/get-admin-session';

export const SESSION_EXPIRED_REDIRECT_MS = 2_000;

export function useSessionExpired() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    setTimeout(() => {
      queryClient.removeQueries({ queryKey: ['admin', 'orders'] });
      queryClient.removeQueries({ queryKey: ['admin', 'jobs'] });
      queryClient.setQueryData(adminSessionQueryOptions().queryKey, null);
      navigate(paths.adminLogin(), { replace: true });
    }, SESSION_EXPIRED_REDIRECT_MS);
  }, [queryClient, navigate]);
}
