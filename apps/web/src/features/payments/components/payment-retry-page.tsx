/**
 * /payment-retry/:orderId (shopper spec §2, §8): the order (id, amount, date, status), then Retry
 * Payment (a new attempt for the same order while its hold lasts, then the gateway), Cancel Order
 * (the customer's cancel, then home) and Go to Home. An order no longer payable (paid, cancelled,
 * expired) says so instead, with the ways on.
 */
import { shortOrderId } from '@shop/domain/orders/order-tracking.rules';
import { Link, useNavigate, useParams } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { XCircleIcon } from '../../../components/ui/icons';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { RequireUser } from '../../../shared/session/require-user';
import { formatDateTime, formatRupees } from '../../../lib/format';
import { useOrder } from '../api/get-order';
import { useCancelUnpaidOrder, useRetryPayment } from '../api/retry-payment';
import { payabilityOf } from '../lib/payability';
import { NotPayableOutcome } from './not-payable-outcome';
import { DetailRows, ResultCard } from './payment-outcome';

function PaymentRetry({ orderId }: { orderId: string }) {
  const order = useOrder(orderId);
  const retry = useRetryPayment();
  const cancel = useCancelUnpaidOrder();
  const navigate = useNavigate();

  if (order.isPending) {
    return (
      <div className="flex flex-col items-center py-6">
        <Spinner size="lg" />
        <p className="mt-4 text-slate-700">Loading order details…</p>
      </div>
    );
  }
  if (order.isError)
    return (
      <LoadError
        title="Unable to fetch order details"
        message={order.error.message}
        onRetry={() => void order.refetch()}
      />
    );

  const data = order.data;
  const payability = payabilityOf(data);
  const rows: [string, string][] = [
    ['Order ID', shortOrderId(data._id)],
    ['Amount', formatRupees(data.totalPrice)],
    ['Placed on', formatDateTime(data.created_at)],
    ['Payment', data.payment_status],
  ];
  if (payability !== 'payable') {
    return <NotPayableOutcome payability={payability} rows={rows} />;
  }

  const busy = retry.isPending || cancel.isPending || retry.isSuccess;
  // A failed attempt already cancelled the order (its units are back until a retry takes them): nothing to cancel.
  const canCancel = data.status === 'Pending';
  return (
    <div className="text-center">
      <XCircleIcon className="mx-auto size-16 text-red-500" />
      <h1 className="mt-3 text-2xl font-bold text-slate-900">Payment not completed</h1>
      <p className="mx-auto mt-1 max-w-md text-slate-600">
        {canCancel
          ? 'Your order is waiting for payment. Retry the payment for the same order, or cancel it.'
          : 'Your items are still held for you. Retry the payment for the same order before the hold ends.'}
      </p>
      <DetailRows rows={rows} />
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row sm:flex-wrap">
        <Button isLoading={retry.isPending || retry.isSuccess} disabled={busy} onClick={() => retry.mutate(orderId)}>
          Retry Payment
        </Button>
        {canCancel && (
          <Button
            variant="outline"
            isLoading={cancel.isPending}
            disabled={busy}
            onClick={() => cancel.mutate(orderId, { onSuccess: () => void navigate(paths.home()) })}
          >
            Cancel Order
          </Button>
        )}
        <Link to={paths.home()} className={buttonClasses('ghost')}>
          Go to Home
        </Link>
      </div>
    </div>
  );
}

/** The page for :orderId, for a signed-in customer. */
export function PaymentRetryPage() {
  const { orderId = '' } = useParams();
  return (
    <ResultCard>
      <RequireUser>{() => <PaymentRetry orderId={orderId} />}</RequireUser>
    </ResultCard>
  );
}
