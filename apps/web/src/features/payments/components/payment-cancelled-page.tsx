/**
 * The cancelled pages (shopper spec §2): /phonepe-payment-cancel/:paymentId? and
 * /payment-cancelled/:orderId?. A cancelled payment is shown as cancelled, not failed. With a
 * payment id the attempt is verified once (the server settles it and names its order); with an
 * order id the order is read; either way Try Again appears only while the order can be paid.
 * Without an id the page just says the payment was cancelled, signed in or not.
 */
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { RequireUser } from '../../../shared/session/require-user';
import { clearPendingPayment } from '../../../shared/payments/pending-payment';
import { useOrder } from '../api/get-order';
import { useVerifyPayment } from '../api/verify-payment';
import { payabilityOf } from '../lib/payability';
import { PaymentCancelled, ResultCard } from './payment-outcome';

function Verifying() {
  return (
    <div className="flex flex-col items-center py-6">
      <Spinner size="lg" />
      <p className="mt-4 text-slate-700">Loading payment details…</p>
    </div>
  );
}

/** The order's cancelled page, Try Again while it can still be paid. */
function CancelledOrder({ orderId }: { orderId: string }) {
  const order = useOrder(orderId);
  useEffect(clearPendingPayment, []);
  if (order.isPending) return <Verifying />;
  // An order we cannot read (not theirs, gone): the cancelled page without its details.
  if (order.isError) return <PaymentCancelled canRetry={false} />;
  return (
    <PaymentCancelled
      orderId={orderId}
      amount={order.data.totalPrice}
      canRetry={payabilityOf(order.data) === 'payable'}
    />
  );
}

/** A wallet attempt the payer cancelled: verified once, then its order's cancelled page. */
function CancelledPayment({ paymentId }: { paymentId: string }) {
  const verification = useVerifyPayment(paymentId);
  if (verification.isError) return <PaymentCancelled canRetry={false} />;
  if (!verification.data) return <Verifying />;
  return <CancelledOrder orderId={verification.data.orderId} />;
}

export function PhonePePaymentCancelPage() {
  const { paymentId } = useParams();
  return (
    <ResultCard>
      {paymentId ? (
        <RequireUser>{() => <CancelledPayment paymentId={paymentId} />}</RequireUser>
      ) : (
        <PaymentCancelled canRetry={false} />
      )}
    </ResultCard>
  );
}

export function PaymentCancelledPage() {
  const { orderId } = useParams();
  return (
    <ResultCard>
      {orderId ? (
        <RequireUser>{() => <CancelledOrder orderId={orderId} />}</RequireUser>
      ) : (
        <PaymentCancelled canRetry={false} />
      )}
    </ResultCard>
  );
}
