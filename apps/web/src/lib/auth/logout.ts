/** Sign-out: POST /auth/logout, then reload to / (storefront spec §4 "Logout … reloads to /"). */
import { useMutation } from '@tanstack/react-query';
import { toast } from '../../components/ui/toast';
import { api } from '../api-client';

export function logout(): Promise<unknown> {
  return api.post('/auth/logout');
}

/** Signs the customer out and reloads the shop at its home page. */
export function useLogout() {
  return useMutation({
    mutationFn: logout,
    onSuccess: () => window.location.assign('/'),
    onError: (error) => toast.error(error.message || 'Failed to logout'),
  });
}
