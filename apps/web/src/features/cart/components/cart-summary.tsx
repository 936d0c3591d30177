/**
 * The cart's Summary (shopper spec §2 cart): totals from domain's priceOrder and Checkout. A
 * visitor is told 'Please login to proceed with checkout' and sent to sign in after 1.5 s.
 */
import { useNavigate } from 'react-router';
import { toast } from '../../../components/ui/toast';
import type { OrderTotals } from '@shop/domain/pricing/order-totals';
import { Button } from '../../../components/ui/button';
import { TotalsTable } from '../../../components/ui/totals-table';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/auth/get-session';
import { formatRupees } from '../../../lib/format';
import { usePublicSettings } from '../../../lib/settings/get-public-settings';

const LOGIN_REDIRECT_DELAY_MS = 1500;

interface CartSummaryProps {
  totals: OrderTotals;
  canCheckout: boolean;
  blockedReason?: string;
}

export function CartSummary({ totals, canCheckout, blockedReason }: CartSummaryProps) {
  const session = useSession();
  const navigate = useNavigate();
  const { freeShippingThresholdRupees: threshold } = usePublicSettings();
  const delivery = threshold === 0 ? 'Free delivery on every order.' : `Free delivery on orders of ${formatRupees(threshold)} or more.`;

  const checkout = () => {
    if (!session.data) {
      toast.error('Please login to proceed with checkout');
      window.setTimeout(() => navigate(paths.login(paths.cart())), LOGIN_REDIRECT_DELAY_MS);
      return;
    }
    navigate(paths.checkout());
  };

  return (
    <section aria-labelledby="summary-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm lg:sticky lg:top-4">
      <h2 id="summary-heading" className="mb-3 text-lg font-semibold text-slate-900">
        Summary
      </h2>
      <TotalsTable totals={totals} />
      <Button size="lg" variant="accent" className="mt-5 w-full" onClick={checkout} disabled={!canCheckout || session.isPending}>
        Checkout
      </Button>
      {blockedReason && <p className="mt-2 text-center text-sm text-red-600">{blockedReason}</p>}
      <p className="mt-3 text-center text-xs text-slate-500">GST 18% on the price after discount. {delivery}</p>
    </section>
  );
}
