/**
 * Checkout from the cart or the Current Order drawer (shopper spec §6): a visitor is told
 * 'Please login to proceed with checkout' and sent to sign in after 1.5 s, coming back to /cart.
 */
import { useNavigate } from 'react-router';
import { toast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { useSession } from '../../../shared/session/get-session';

const LOGIN_REDIRECT_DELAY_MS = 1500;

export function useGoToCheckout() {
  const session = useSession();
  const navigate = useNavigate();
  const goToCheckout = () => {
    if (!session.data) {
      toast.error('Please login to proceed with checkout');
      window.setTimeout(() => navigate(paths.login(paths.cart())), LOGIN_REDIRECT_DELAY_MS);
      return;
    }
    navigate(paths.checkout());
  };
  return { goToCheckout, isPending: session.isPending };
}
