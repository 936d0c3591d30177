/**
 * Sign-out: POST /auth/logout, then reload to / (storefront spec §4 "Logout … reloads to /").
 * The cart's last change is saved to the customer's account first, and this device's cart and
 * coupon are emptied afterwards: the server keeps them for the next sign-in (decision 029).
 */
import { useMutation } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast';
import { api } from '../../../lib/api-client';
// The saved-cart sync loads only for a signed-in customer (use-server-cart-sync.ts): loaded on demand here.
import { loadCartSync as cartSync } from '../../cart';

export async function logout(): Promise<unknown> {
  await (await cartSync()).flushServerCart();
  return api.call('POST /auth/logout');
}

/** Signs the customer out, empties this device's cart and reloads the shop at its home page. */
export function useLogout() {
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      (await cartSync()).forgetLocalCart();
      window.location.assign('/');
    },
    onError: (error) => toast.error(error.message || 'Failed to logout'),
  });
}
