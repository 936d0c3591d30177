/**
 * /payment-fallback, the payment-gateway-issue page (shopper spec §2, §4, §9): a pending payment
 * younger than 30 minutes (sessionStorage pendingPayment) goes to its status page (its attempt's,
 * with ?fallback=true; an older record without the attempt goes to the order's retry page);
 * otherwise a 10-second countdown to home, with Go to Home now.
 */
import { useState } from 'react';
import { Navigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useCountdownHome } from '../../../hooks/use-countdown-home';
import { readPendingPayment } from '../../../shared/payments/pending-payment';
import { ResultCard } from './payment-outcome';

const COUNTDOWN_SECONDS = 10;

function CountdownHome() {
  const { left, goNow } = useCountdownHome(COUNTDOWN_SECONDS);
  return (
    <div className="text-center">
      <span
        className="mx-auto flex size-16 items-center justify-center rounded-full bg-amber-100 text-3xl font-bold text-amber-600"
        aria-hidden="true"
      >
        !
      </span>
      <h1 className="mt-3 text-2xl font-bold text-slate-900">Payment gateway issue</h1>
      <p className="mx-auto mt-1 max-w-md text-slate-600">
        We could not find a payment in progress. If money was taken, the order will show as paid in My Orders shortly.
      </p>
      <p className="mt-4 text-slate-700" role="status" aria-live="polite">
        Redirecting to home in {left} second{left === 1 ? '' : 's'}…
      </p>
      <div className="mt-6 flex justify-center">
        <Button onClick={goNow}>Go to Home now</Button>
      </div>
    </div>
  );
}

export function PaymentFallbackPage() {
  // Read once, on the first render of this visit.
  const [pending] = useState(() => (typeof window === 'undefined' ? undefined : readPendingPayment()));
  if (pending) {
    const to = pending.paymentId
      ? `${paths.paymentStatus(pending.paymentId)}?fallback=true`
      : paths.paymentRetry(pending.orderId);
    return <Navigate to={to} replace />;
  }
  return (
    <ResultCard>
      <CountdownHome />
    </ResultCard>
  );
}
