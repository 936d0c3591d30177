/**
 * The payment result at /payment-status/:paymentId, /cash-payment-status/:paymentId and
 * /phonepe-payment-status/:paymentId (shopper spec §2, §4): verifying (once per visit), then success
 * (cart and applied coupon cleared) or failed (Retry Payment on the order's retry page) or cancelled
 * by the payer, shown as cancelled (cart kept so the shopper can try again). The pending-payment record is removed once the outcome is known.
 * A success also shows the order's lines and figures (GET /order/{id}), as the checkout showed them.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { toast } from '../../../components/ui/toast';
import { Spinner } from '../../../components/ui/spinner';
import { RequireUser } from '../../../shared/session/require-user';
import { useCart, setAppliedCoupon } from '../../cart';
import { clearPendingPayment } from '../../../shared/payments/pending-payment';
import { useOrder } from '../api/get-order';
import { useVerifyPayment } from '../api/verify-payment';
import { PaymentCancelled, PaymentFailure, PaymentSuccess, ResultCard } from './payment-outcome';

function PaymentStatus({ paymentId }: { paymentId: string }) {
  const verification = useVerifyPayment(paymentId);
  const { clear } = useCart();
  const queryClient = useQueryClient();
  const result = verification.data;
  const status = result?.status;
  // The paid order's stored figures, shown under the payment's (the same as the checkout's quote).
  const order = useOrder(status === 'SUCCESS' ? result?.orderId : undefined);

  useEffect(() => {
    if (!status || status === 'PENDING') return;
    clearPendingPayment();
    void queryClient.invalidateQueries({ queryKey: ['account', 'orders'] });
    void queryClient.invalidateQueries({ queryKey: ['products'] });
    if (status === 'SUCCESS') {
      clear();
      // The coupon went with the paid order; a next cart starts without it.
      setAppliedCoupon(undefined);
      toast.success('Payment successful!', { id: `payment-${paymentId}` });
    }
  }, [status, paymentId, clear, queryClient]);

  let body;
  if (verification.isError) {
    body = <PaymentFailure title="Payment verification failed" detail={verification.error.message} />;
  } else if (!result || status === 'PENDING') {
    body = (
      <div className="flex flex-col items-center py-6">
        <Spinner size="lg" />
        <h1 className="mt-4 text-xl font-semibold text-slate-900">Verifying your payment…</h1>
        <p className="mt-1 text-sm text-slate-600">
          Please do not close this page. If it takes more than a minute, check My Orders.
        </p>
      </div>
    );
  } else if (status === 'SUCCESS') {
    body = <PaymentSuccess result={result} order={order.data} />;
  } else if (status === 'CANCELLED') {
    body = <PaymentCancelled orderId={result.orderId} amount={result.amount} canRetry />;
  } else {
    body = (
      <PaymentFailure
        title="Payment verification failed"
        detail="Payment was not completed successfully. Nothing was charged; you can retry the payment for the same order while its items are held, or go back to your cart."
        orderId={result.orderId}
        amount={result.amount}
      />
    );
  }
  return <ResultCard>{body}</ResultCard>;
}

export function PaymentStatusPage() {
  const { paymentId = '' } = useParams();
  return <RequireUser>{() => <PaymentStatus paymentId={paymentId} />}</RequireUser>;
}
